import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './requestLog';

/** An app logging to memory, as the server logs. */
function appWithLog(level: string) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog() });
  app.get('/ok', () => ({ ok: true }));
  app.get('/broken', () => {
    throw new Error('broken');
  });
  return { app, lines };
}

describe('RequestLog', () => {
  it('writes one line per request, a missing route included, without the query', async () => {
    const { app, lines } = appWithLog('info');
    await app.inject({ url: '/ok?code=secret-one-time-code' });
    await app.inject({ url: '/nowhere' });
    expect(lines.map((line) => line.msg.replace(/ [\d.]+ ms$/, ''))).toEqual([
      'GET /ok 200',
      'GET /nowhere 404',
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-one-time-code');
    await app.close();
  });

  it('logs server errors at error level and nothing at warn for answered requests', async () => {
    const { app, lines } = appWithLog('warn');
    await app.inject({ url: '/ok' });
    await app.inject({ url: '/broken' });
    const answered = lines.filter((line) => line.msg.startsWith('GET '));
    expect(answered.map((line) => line.msg.replace(/ [\d.]+ ms$/, ''))).toEqual(['GET /broken 500']);
    expect(answered[0]!.level).toBe(50);
    await app.close();
  });
});
