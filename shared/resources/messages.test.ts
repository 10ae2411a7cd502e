import { describe, expect, it } from 'vitest';
import { DECLARED_MESSAGES, declaredMessageId, declaredMessagesIn, ENGLISH_MESSAGES } from '../messages';
import { SERVER_MESSAGES } from '../serverMessages';
import { RESOURCES } from './index';
import { declaredMessages, messageIdOf } from './messages';
import type { SimpleResource, TextLocale } from './simple';
import { SIMPLE_DECLARATIONS } from './simpleList';
import { isSimple, type ResourceDeclaration } from './types';

const LOCALES: TextLocale[] = ['en', 'fr', 'es', 'pt', 'de'];
const OTHERS = LOCALES.filter((locale) => locale !== 'en');
const simples = SIMPLE_DECLARATIONS.map(({ name, simple }) => [name, simple as SimpleResource] as const);
const keysOf = (simple: SimpleResource, locale: TextLocale) =>
  Object.keys(simple.texts[locale].messages).sort();

describe("the simple resources' messages", () => {
  it('lists every declared simple resource', () => {
    const declared = (Object.values(RESOURCES) as ResourceDeclaration[]).filter(isSimple).map((d) => d.name);
    expect(SIMPLE_DECLARATIONS.map((d) => d.name).sort()).toEqual(declared.sort());
  });

  it.each(simples)('%s has each message in every language, and no other', (_, simple) => {
    const english = keysOf(simple, 'en');
    expect(english).toEqual(expect.arrayContaining(['duplicate', 'not_found']));
    for (const locale of OTHERS) expect(keysOf(simple, locale), locale).toEqual(english);
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(simple.texts[locale].messages)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        // Declared messages take no parameters: a call site says them by id alone.
        expect(text, `${locale} ${key}`).not.toMatch(/%\{/);
        if (locale !== 'en') expect(text, `${locale} ${key}`).not.toBe(simple.texts.en.messages[key]);
      }
    }
  });

  it.each(simples)('%s refuses with messages it has', (_, simple) => {
    const keys = keysOf(simple, 'en');
    for (const use of simple.usedBy) expect(keys).toContain(use.message);
    for (const field of Object.values(simple.fields)) {
      if (field.kind === 'reference')
        for (const key of Object.values(field.twoLevels)) expect(keys).toContain(key);
    }
  });

  it('derives the ids from the message key: not_found.<key>, else <key>.<message>', () => {
    expect(messageIdOf('energy_level', 'not_found')).toBe('not_found.energy_level');
    expect(messageIdOf('energy_level', 'in_use')).toBe('energy_level.in_use');
    expect(declaredMessageId(RESOURCES.categories.simple, 'parent_self')).toBe('category.parent_self');
    expect(() => declaredMessageId(RESOURCES.categories.simple, 'no_such_key')).toThrow(
      /no declared message/,
    );
  });

  it('keeps the ids and English texts the API always answered', () => {
    expect(DECLARED_MESSAGES).toEqual({
      'not_found.category': 'Category not found.',
      'category.duplicate': 'A category with this name already exists.',
      'category.in_use': 'This category is used by content and cannot be removed: deactivate it instead.',
      'category.parent_self': 'must be another category',
      'category.parent_unknown': 'is not a category',
      'category.parent_is_child': 'is a sub-category: categories have two levels',
      'category.has_children': 'cannot be set: this category has sub-categories',
      'category.has_children_remove': 'This category has sub-categories and cannot be removed.',
      'not_found.energy_level': 'Energy level not found.',
      'energy_level.duplicate': 'A energy level with this name already exists.',
      'energy_level.in_use':
        'This energy level is used by content and cannot be removed: deactivate it instead.',
      'not_found.speaker': 'Speaker not found.',
      'speaker.duplicate': 'A speaker with this name already exists.',
      'speaker.in_use': 'This speaker is named by content and cannot be removed: deactivate it instead.',
    });
  });

  it("shares no id with the catalogue or another resource's", () => {
    const ids = SIMPLE_DECLARATIONS.flatMap(({ simple }) =>
      Object.keys(declaredMessages([{ simple }], 'en')),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Object.hasOwn(SERVER_MESSAGES, id), id).toBe(false);
    expect(Object.keys(ENGLISH_MESSAGES)).toHaveLength(Object.keys(SERVER_MESSAGES).length + ids.length);
  });

  it.each(OTHERS)('are translated in %s under the same ids', (locale) => {
    expect(Object.keys(declaredMessagesIn(locale)).sort()).toEqual(Object.keys(DECLARED_MESSAGES).sort());
  });
});
