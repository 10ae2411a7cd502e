import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once. Helmet's middleware rebuilds its policy
 * from the options on every call (and @fastify/helmet calls it per request, a tenth of a millisecond
 * or more); the options here are the same for every answer, so the headers are too.
 */
export function securityHeaders(options: HelmetOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

/** Every answer carries helmet's headers for `options`; a route may still set its own (a page's CSP). */
export function registerSecurityHeaders(app: FastifyInstance, options?: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
