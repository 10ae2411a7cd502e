import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { createBotCheck, type BotCheck } from '../../server/platform/auth/botCheck';

export interface LocalBotCheck {
  botCheck: BotCheck;
  /** A token as the widget gives one once solved: valid once. */
  solve(): string;
  /** The verifications asked, as the provider received them. */
  asked: Array<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * A bot-check provider for the tests, speaking Turnstile's siteverify protocol (a form-encoded POST of
 * secret, response and remoteip, answered JSON with `success` and `error-codes`): tokens it issued
 * pass once; a reused, unknown or wrongly signed one fails.
 */
export async function startLocalBotCheck(): Promise<LocalBotCheck> {
  const secret = randomBytes(12).toString('hex');
  const open = new Set<string>();
  const asked: Array<Record<string, string>> = [];
  const server = Fastify();
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  server.post('/turnstile/v0/siteverify', async (request) => {
    const form = request.body as Record<string, string>;
    asked.push(form);
    if (form.secret !== secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
    if (!open.delete(form.response)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    return { success: true, 'error-codes': [], hostname: 'drm.test' };
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    botCheck: createBotCheck({
      provider: 'turnstile',
      siteKey: '1x00000000000000000000AA',
      secret,
      verifyUrl: `${address}/turnstile/v0/siteverify`,
      timeoutMs: 2000,
    }),
    solve() {
      const token = randomBytes(24).toString('base64url');
      open.add(token);
      return token;
    },
    asked,
    close: () => server.close(),
  };
}
