import { RESOURCES } from '../../shared/resources';
import { declaredMessages } from '../../shared/resources/messages';
import { SIMPLE_DECLARATIONS } from '../../shared/resources/simpleList';
import type { TextLocale } from '../../shared/resources/simple';
import { isSimple, type ResourceDeclaration } from '../../shared/resources/types';

const simple = (Object.values(RESOURCES) as ResourceDeclaration[]).filter(isSimple);

/** The simple resources' `resources.<name>.*` texts in one language, from their declarations. */
export const declaredResourceTexts = (locale: TextLocale) =>
  Object.fromEntries(
    simple.map(({ name, simple: { texts } }) => {
      const { name: noun, fields, empty } = texts[locale];
      return [name, { name: noun, fields, empty }];
    }),
  );

/** Their menu titles and search names in one language, under `app.titles.<English text>`. */
export const declaredTitles = (locale: TextLocale): Record<string, string> =>
  Object.fromEntries(
    simple.flatMap(({ title, simple: { texts, menu } }) => [
      [title, texts[locale].title],
      ...(menu.search ? [[menu.search.name, texts[locale].search ?? menu.search.name]] : []),
    ]),
  );

/**
 * Their API messages in one language, by message id ('category.in_use'): the browser shows them, like
 * the catalogue's, under `server.<id>` (English comes with each answer).
 */
export const declaredServerMessages = (locale: TextLocale): Record<string, string> =>
  declaredMessages(SIMPLE_DECLARATIONS, locale);
