import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';

/** A driver error as node-postgres and PGlite raise it: a message and a code. */
const driverError = (code: string, message = 'driver detail that must not leak') =>
  Object.assign(new Error(message), { code });

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, body: response.body };
}

describe('the error handler', () => {
  it('maps database bad-input codes to 400, also when Drizzle wraps the driver error', async () => {
    for (const error of [
      driverError('22P02'),
      new DrizzleQueryError('select $1', ['x'], driverError('22P02')),
    ]) {
      const { status, body } = await answerTo(error);
      expect(status).toBe(400);
      expect(body).not.toMatch(/select|driver detail/);
    }
  });

  it('answers 503 while the database is away, whatever layer reports it', async () => {
    for (const cause of [
      driverError('ECONNREFUSED'),
      driverError('57P01', 'terminating connection due to administrator command'),
      new Error('Connection terminated unexpectedly'),
    ]) {
      const { status, body } = await answerTo(new DrizzleQueryError('select 1', [], cause));
      expect(status).toBe(503);
      expect(JSON.parse(body)).toEqual({
        message: 'The service is temporarily unavailable.',
        message_id: 'server.unavailable',
      });
    }
  });

  it('answers 500 without internals for anything else', async () => {
    const { status, body } = await answerTo(
      new DrizzleQueryError('select secret from t', [], new Error('boom')),
    );
    expect(status).toBe(500);
    expect(JSON.parse(body)).toEqual({ message: 'Internal server error.', message_id: 'server.error' });
  });
});
