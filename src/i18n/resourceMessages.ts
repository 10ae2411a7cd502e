import type { StringMap, TranslationMessages } from 'react-admin';

type Messages = StringMap;
type OtherLocale = 'fr' | 'es' | 'pt' | 'de';

/**
 * Each resource keeps its texts in its own folder, under `resources.<name>.*` (the folder's name):
 * English as `messages` in its index.ts, the other languages in its translations.ts. English is in
 * the first page's JavaScript; the others load with their language.
 */
const english = import.meta.glob<Messages>('../resources/*/index.ts', { eager: true, import: 'messages' });
const others = import.meta.glob<Record<OtherLocale, Messages>>('../resources/*/translations.ts', {
  import: 'default',
});

const resourceOf = (path: string) => path.split('/').at(-2)!;

export const englishResourceMessages: Messages = Object.fromEntries(
  Object.entries(english).map(([path, messages]) => [resourceOf(path), messages]),
);

/** The resources' texts in one of the other languages. */
export async function resourceMessagesIn(locale: OtherLocale): Promise<Messages> {
  const loaded = await Promise.all(
    Object.entries(others).map(async ([path, load]) => [resourceOf(path), (await load())[locale]] as const),
  );
  return Object.fromEntries(loaded);
}

/** A language's messages with its resources' texts merged in. */
export const withResources = (messages: TranslationMessages, resources: Messages): TranslationMessages => ({
  ...messages,
  resources,
});
