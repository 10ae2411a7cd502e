import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './securityHeaders';

describe('securityHeaders', () => {
  it("computes helmet's headers for the options", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } },
    });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('refuses options helmet refuses', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { 'script-src': ['self'] } } }),
    ).toThrow(/script-src/);
  });

  it('sets them on every answer, 404s included, and lets a route set its own policy', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app);
    app.get('/page', (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send('ok'),
    );
    app.get('/json', () => ({ ok: true }));
    const json = await app.inject({ url: '/json' });
    const missing = await app.inject({ url: '/nowhere' });
    const page = await app.inject({ url: '/page' });
    for (const response of [json, missing]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
    expect(missing.statusCode).toBe(404);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });
});
