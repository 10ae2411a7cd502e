import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../shared/paymentSettings';
import { englishOf } from '../../../shared/messages';
import { msg, SERVER_MESSAGES } from '../../../shared/serverMessages';
import { DECLARED_TABLES } from '../db/declaredTables';
import { messagesOf } from './crudEntity';
import { declaredEntity } from './declaredResource';
import { badRequest, conflict, errorBody, notFound, reasonOf, validationReasons } from './errors';

/** Every source file of the server, tests left out. */
function serverSources(dir = path.resolve(__dirname, '../..')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('what the API says', () => {
  it('answers an error with its English, its catalogue id and parameters, per field too', () => {
    const error = badRequest(msg('upload.too_many', { count: 3 }), {
      title: 'field.required',
      end: msg('download.clip_too_long', { seconds: 600 }),
    });
    expect(error.body).toEqual({
      message:
        'You have 3 uploads not yet saved as content, the most at once. Save some of them as content or remove them, then add this file again.',
      message_id: 'upload.too_many',
      message_params: { count: 3 },
      errors: { title: 'is required', end: 'must be at most 600 seconds after start' },
      field_messages: {
        title: { id: 'field.required' },
        end: { id: 'download.clip_too_long', params: { seconds: 600 } },
      },
    });
    expect(errorBody('auth.forbidden')).toEqual({
      message: 'You are not allowed to do this.',
      message_id: 'auth.forbidden',
    });
  });

  it('gives every validation reason an id, with its limit as a parameter', () => {
    const reasons = validationReasons([
      { instancePath: '/title', keyword: 'maxLength', params: { limit: 200 } },
      { instancePath: '', keyword: 'required', params: { missingProperty: 'email' } },
      { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'x' } },
      { instancePath: '/page', keyword: 'minimum', params: { limit: 1, comparison: '>=' } },
      { instancePath: '/name', keyword: 'pattern', params: { pattern: '\\S' } },
      { instancePath: '/id', keyword: 'format', params: { format: 'uuid' } },
      { instancePath: '/n', keyword: 'type', params: { type: 'integer' } },
      { instancePath: '/odd', keyword: 'someNewKeyword', params: {} },
    ]);
    expect(reasons).toEqual({
      title: { id: 'field.max_length', params: { limit: 200 } },
      email: 'field.required',
      x: 'field.not_allowed',
      page: { id: 'field.minimum', params: { limit: 1 } },
      name: 'field.blank',
      id: 'field.format.uuid',
      n: 'field.type.integer',
      odd: 'field.invalid',
    });
    expect(englishOf(reasonOf({ instancePath: '', keyword: 'maxItems', params: { limit: 5 } }))).toBe(
      'must NOT have more than 5 items',
    );
  });

  it("answers a simple resource's messages from its declaration, as the catalogue's were", async () => {
    expect(notFound('not_found.category').body).toEqual({
      message: 'Category not found.',
      message_id: 'not_found.category',
    });
    expect(conflict('energy_level.in_use').body).toEqual({
      message: 'This energy level is used by content and cannot be removed: deactivate it instead.',
      message_id: 'energy_level.in_use',
    });
    const [categories, energyLevels] = DECLARED_TABLES.map(({ declaration, table }) =>
      declaredEntity(declaration, table),
    );
    expect(messagesOf(categories!)).toEqual({
      notFound: 'not_found.category',
      duplicate: 'category.duplicate',
    });
    expect(messagesOf(energyLevels!)).toEqual({
      notFound: 'not_found.energy_level',
      duplicate: 'energy_level.duplicate',
    });
    // A category made its own parent is refused before any row is read.
    const refused = categories!.check!({} as never, { parent: 'same' }, { _id: 'same' });
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      body: {
        message: 'The request is not valid.',
        message_id: 'request.invalid',
        errors: { parent: 'must be another category' },
        field_messages: { parent: { id: 'category.parent_self' } },
      },
    });
  });

  it("keeps the spec's payment messages word for word", () => {
    for (const [problem, text] of Object.entries(PAYMENT_MESSAGES))
      expect(SERVER_MESSAGES[`payment.${problem}` as keyof typeof SERVER_MESSAGES], problem).toBe(text);
  });

  it('takes catalogue ids only, each with exactly its parameters (checked by the compiler)', () => {
    const saying = [
      // @ts-expect-error: free text is not a catalogue id
      () => badRequest('Something went wrong.'),
      // @ts-expect-error: a message with placeholders needs their values
      () => badRequest('upload.too_many'),
      // @ts-expect-error: and by their own names
      () => msg('upload.too_many', { total: 3 }),
      // @ts-expect-error: a field's reason is an id too
      () => badRequest('request.invalid', { title: 'is too long' }),
      // @ts-expect-error: a simple resource's messages are the ones its declaration has
      () => conflict('category.no_such_message'),
      () => conflict('category.in_use'),
    ];
    expect(saying).toHaveLength(6);
  });

  // The compiler refuses free text where a call site says something (ids are typed); this also
  // catches answers written by hand, which the types do not see.
  it('has no answer with a message written by hand: every one goes through the catalogue', () => {
    const handWritten = /\.send\(\s*\{\s*message\b|JSON\.stringify\(\s*\{\s*message\b/;
    const offenders = serverSources().flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${path.relative(process.cwd(), file)}:${index + 1}` }))
        .filter(({ line }) => handWritten.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
