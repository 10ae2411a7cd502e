import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { ENGLISH_MESSAGES } from '../../../shared/messages';
import { SERVER_MESSAGES, type ServerMessageId } from '../../../shared/serverMessages';
import { jobErrorText, serverText, translateApiError } from '../../api/serverMessages';
import { i18nProvider, serverMessagesIn } from '..';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

const LANGUAGES = { fr, es, pt, de };
const ids = Object.keys(SERVER_MESSAGES).sort();
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
/** Texts that read the same in a language as in English: a parameter alone, or a shared word. */
const SAME_AS_ENGLISH: Partial<Record<ServerMessageId, string[]>> = {
  'payment.provider_field': ['fr', 'es', 'pt', 'de'],
};

describe('the server message catalogue', () => {
  it.each(Object.entries(LANGUAGES))('%s has a text for every id, and no other', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(ids);
    for (const id of ids) expect(texts[id as ServerMessageId].trim(), id).not.toBe('');
  });

  it.each(Object.entries(LANGUAGES))(
    '%s keeps every placeholder of the English, and adds none',
    (_, texts) => {
      for (const [id, english] of Object.entries(SERVER_MESSAGES))
        expect(placeholders(texts[id as ServerMessageId]), id).toEqual(placeholders(english));
    },
  );

  it.each(Object.entries(LANGUAGES))(
    '%s translates the texts rather than repeating the English',
    (locale, texts) => {
      const same = Object.entries(SERVER_MESSAGES)
        .filter(([id, english]) => texts[id as ServerMessageId] === english)
        .map(([id]) => id)
        .filter((id) => !SAME_AS_ENGLISH[id as ServerMessageId]?.includes(locale));
      expect(same).toEqual([]);
    },
  );
});

// The simple resources' messages are in their declarations (shared/resources): the browser loads
// them with the catalogue's, so each language as loaded has every message the API says.
const loaded = await Promise.all(
  (['fr', 'es', 'pt', 'de'] as const).map(
    async (locale) => [locale, await serverMessagesIn(locale)] as const,
  ),
);

describe('every message the API says, as a language loads it', () => {
  it.each(loaded)('%s has a text for every id, catalogue and declared alike, and no other', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(ENGLISH_MESSAGES).sort());
    for (const [id, english] of Object.entries(ENGLISH_MESSAGES)) {
      expect(texts[id]!.trim(), id).not.toBe('');
      expect(placeholders(texts[id]!), id).toEqual(placeholders(english));
    }
  });
});

describe('server messages in the browser', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it('shows a message by its id in the chosen language, with its parameters', async () => {
    await i18nProvider.changeLocale('fr');
    expect(serverText('request.invalid', undefined, 'The request is not valid.')).toBe(
      "La requête n'est pas valide.",
    );
    expect(serverText('upload.too_many', { count: 20 }, 'You have 20 uploads…')).toMatch(/^Vous avez 20 /);
    await i18nProvider.changeLocale('de');
    expect(serverText('field.max_length', { limit: 200 }, 'x')).toBe('darf höchstens 200 Zeichen lang sein');
  });

  it("shows a simple resource's message, from its declaration, in the chosen language", async () => {
    await i18nProvider.changeLocale('es');
    expect(serverText('category.in_use', undefined, 'This category is used…')).toBe(
      'Esta categoría la usa algún contenido y no se puede eliminar: desactívela.',
    );
    await i18nProvider.changeLocale('pt');
    expect(serverText('not_found.energy_level', undefined, 'Energy level not found.')).toBe(
      'Nível de energia não encontrado.',
    );
  });

  it('falls back to the English text for an id it does not know, and in English', async () => {
    await i18nProvider.changeLocale('fr');
    expect(serverText('no.such.id', {}, 'Something new.')).toBe('Something new.');
    expect(serverText(undefined, undefined, 'Plain.')).toBe('Plain.');
    await i18nProvider.changeLocale('en');
    expect(serverText('request.invalid', undefined, 'The request is not valid.')).toBe(
      'The request is not valid.',
    );
  });

  it("translates a refusal's message and field reasons in place", async () => {
    await i18nProvider.changeLocale('de');
    const body = {
      message: 'This email is already used by another account.',
      message_id: 'profile.email_taken',
      errors: { email: 'is already used', name: 'new reason' },
      field_messages: { email: { id: 'field.already_used' }, name: { id: 'field.unknown_one' } },
    };
    const error = translateApiError(new HttpError(body.message, 409, body));
    expect(error.message).toBe('Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.');
    expect(error.body.errors).toEqual({ email: 'wird bereits verwendet', name: 'new reason' });
  });

  it("shows why a job failed in the chosen language, the tool's own words kept", async () => {
    await i18nProvider.changeLocale('de');
    const job = {
      error: 'The file is not a readable audio or video file: moov atom not found',
      error_message: { id: 'media.unreadable', params: { reason: 'moov atom not found' } },
    };
    expect(jobErrorText(job)).toBe('Die Datei ist keine lesbare Audio- oder Videodatei: moov atom not found');
    expect(jobErrorText({ error: 'Stopped after 600 s', error_message: null })).toBe('Stopped after 600 s');
  });
});
