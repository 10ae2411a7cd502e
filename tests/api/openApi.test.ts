import { Validator } from '@seriousme/openapi-schema-validator';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAnswerCheck } from '../../server/platform/http/answerCheck';
import { requireAnswers } from '../../server/platform/http/openApi';
import { ACCESS, type AccessDeclaration } from '../../shared/resources';
import { ALL_USER_TYPES } from '../../shared/roles';
import { call, createTestApp, type TestApp } from '../support/testApp';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; 'x-access'?: unknown }>>;
};

/** '/api/channel/:id' as OpenAPI writes it: '/api/channel/{id}'. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the API describes itself', () => {
  let t: TestApp;
  let staff: string;
  let creator: string;
  beforeAll(async () => {
    t = await createTestApp({ apiDocs: 'staff' });
    staff = await t.login('admin@example.com');
    creator = await t.login('creator@example.com');
  });
  afterAll(() => t.close());

  it('serves an OpenAPI 3.1 document that validates and lists every route with its answers', async () => {
    const response = await call(t.app, staff, 'GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as Document;
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const endpoints = t.app.apiEndpoints.filter(
      ({ url }) => !url.startsWith('/api/docs') && url !== '/api/openapi.json' && url !== '/api/health',
    );
    expect(endpoints.length).toBeGreaterThan(90);
    for (const { method, url } of endpoints) {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      const codes = Object.keys(operation!.responses ?? {});
      expect(
        codes.some((code) => code.startsWith('2')),
        `${method} ${url} answers`,
      ).toBe(true);
      expect(codes, `${method} ${url} errors`).toContain('4XX');
    }
    // An error answer documents its catalogue id and parameters beside the English, per field too.
    const login = document.paths['/api/user/login']?.post?.responses?.['4XX'] as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    const errorFields = Object.keys(Object.values(login.content)[0]!.schema.properties);
    expect(errorFields).toEqual(
      expect.arrayContaining(['message', 'message_id', 'message_params', 'errors', 'field_messages']),
    );
    // Only the API: not the development stand-ins, nor the reference's own files.
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it("says on every operation who may call it (x-access), as the route's declaration resolves", async () => {
    const document = (await call(t.app, staff, 'GET', '/api/openapi.json')).json() as Document;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(90);
    for (const { path, method, operation } of operations) {
      expect(operation['x-access'], `${method} ${path}`).toBeDefined();
    }
    for (const { method, url, access } of t.app.apiEndpoints) {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!operation) continue;
      const label = `${method} ${url}`;
      if ('public' in access) expect(operation['x-access'], label).toEqual({ public: true });
      else if ('signedIn' in access)
        expect(operation['x-access'], label).toEqual({ signedIn: true, userTypes: ALL_USER_TYPES });
      else {
        // Read from the declaration itself, not through the server's own resolving.
        const declared: AccessDeclaration = ACCESS[access.resource];
        expect(declared.actions[access.action], label).toBeDefined();
        expect(operation['x-access'], label).toEqual({
          resource: access.resource,
          action: access.action,
          userTypes: declared.actions[access.action],
        });
      }
    }
    // One of each kind, as an integrator reads them.
    expect(document.paths['/api/user/login']?.post?.['x-access']).toEqual({ public: true });
    expect(document.paths['/api/content/library/add/notes']?.post?.['x-access']).toMatchObject({
      resource: 'libraries',
      action: 'note',
      userTypes: [1, 2, 3, 4, 5, 8, 9],
    });
  });

  it('gives the document to signed-in staff only in production, the page itself to anyone', async () => {
    expect((await call(t.app, undefined, 'GET', '/api/openapi.json')).statusCode).toBe(401);
    expect((await call(t.app, creator, 'GET', '/api/openapi.json')).statusCode).toBe(403);
    expect((await call(t.app, undefined, 'GET', '/api/docs/json')).statusCode).toBe(401);
    expect((await call(t.app, creator, 'GET', '/api/docs/json')).statusCode).toBe(403);
    expect((await call(t.app, staff, 'GET', '/api/docs/json')).statusCode).toBe(200);
    const page = await call(t.app, undefined, 'GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The page sends the session this browser keeps, so signed-in staff read the document there.
    const initializer = await call(t.app, undefined, 'GET', '/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('localStorage.getItem("token")');
  });

  it('gives the document to anyone outside production', async () => {
    const open = await createTestApp({ apiDocs: 'public' });
    try {
      expect((await call(open.app, undefined, 'GET', '/api/openapi.json')).statusCode).toBe(200);
    } finally {
      await open.close();
    }
    // A whole app made and seeded within the test, as the startup tests do.
  }, 90_000);
});

describe('answers are declared', () => {
  it('refuses to start with a route that declares no response schema', async () => {
    const app = Fastify();
    app.addHook('onRoute', requireAnswers);
    app.get('/api/declared', { schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } } }, () => ({
      ok: true,
    }));
    expect(() => app.get('/api/undeclared', () => ({ ok: true }))).toThrow(
      'GET /api/undeclared declares no response schema',
    );
    await app.close();
  });

  it('fails an answer, in the tests, that carries a field its schema leaves out or breaks a type', async () => {
    const app = Fastify();
    registerAnswerCheck(app);
    const schema = { response: { 200: Type.Object({ result: Type.Object({ name: Type.String() }) }) } };
    app.get('/api/exact', { schema }, async () => ({ result: { name: 'A' } }));
    app.get('/api/extra', { schema }, async () => ({ result: { name: 'A', password_hash: 'x' } }));
    app.get('/api/wrong', { schema }, async () => ({ result: { name: null } }));
    const stderr = process.stderr.write;
    process.stderr.write = () => true;
    try {
      expect((await app.inject({ url: '/api/exact' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/extra' })).statusCode).toBe(500);
      expect((await app.inject({ url: '/api/wrong' })).statusCode).toBe(500);
    } finally {
      process.stderr.write = stderr;
      await app.close();
    }
  });
});
