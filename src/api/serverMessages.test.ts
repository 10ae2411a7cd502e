import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../../shared/serverMessages';
import { errorBody } from '../../server/platform/http/errors';
import { i18nProvider } from '../i18n';
import { apiRequest } from './httpClient';

/** The API answering once with this status and body, as the server's error handler writes it. */
function answering(status: number, body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('the call should have been refused'),
    (error: Error & { status: number; body: { errors?: Record<string, string> } }) => error,
  );

describe("the server's refusals, as the pages show them", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18nProvider.changeLocale('en');
  });

  it("shows a 400's message and its field reasons in French", async () => {
    await i18nProvider.changeLocale('fr');
    answering(
      400,
      errorBody('request.invalid', {
        title: msg('field.max_length', { limit: 200 }),
        email: 'field.required',
      }),
    );
    const error = await refusal(apiRequest('/CID/asset/add', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("La requête n'est pas valide.");
    expect(error.body.errors).toEqual({
      title: 'ne doit pas dépasser 200 caractères',
      email: 'est obligatoire',
    });
  });

  it('shows a 409 conflict in German', async () => {
    await i18nProvider.changeLocale('de');
    answering(
      409,
      errorBody('channel.already_registered', { channel_id: 'channel.already_registered_field' }),
    );
    const error = await refusal(apiRequest('/channel/add', { method: 'POST', body: {} }));
    expect(error.message).toBe('Dieser Kanal ist bereits registriert.');
    expect(error.body.errors).toEqual({ channel_id: 'ist bereits registriert' });
  });

  it('shows a 429 quota with its numbers in French and German', async () => {
    const quota = errorBody(msg('upload.too_many', { count: 20 }), undefined, { retry_after: 3600 });
    await i18nProvider.changeLocale('fr');
    answering(429, quota);
    expect((await refusal(apiRequest('/x', { method: 'POST' }))).message).toMatch(
      /^Vous avez 20 téléversements pas encore enregistrés comme contenu/,
    );
    await i18nProvider.changeLocale('de');
    answering(429, quota);
    expect((await refusal(apiRequest('/x', { method: 'POST' }))).message).toMatch(
      /^Sie haben 20 Uploads, die noch nicht als Inhalt gespeichert sind/,
    );
  });

  it('shows the English message of an answer without an id, and English in English', async () => {
    await i18nProvider.changeLocale('fr');
    answering(400, { message: 'Some older answer.' });
    expect((await refusal(apiRequest('/x', { method: 'GET' }))).message).toBe('Some older answer.');
    await i18nProvider.changeLocale('en');
    answering(409, errorBody('channel.already_registered'));
    expect((await refusal(apiRequest('/x', { method: 'GET' }))).message).toBe(
      'This channel is already registered.',
    );
  });

  it("shows a successful answer's message in the chosen language", async () => {
    await i18nProvider.changeLocale('es');
    answering(200, {
      result: { changed: true },
      message: 'Your password has been changed.',
      message_id: 'password.changed',
    });
    expect((await apiRequest('/user/change/password', { method: 'POST' })).message).toBe(
      'Se ha cambiado su contraseña.',
    );
  });
});
