import type { StringMap, TranslationMessages } from 'react-admin';
import { declaredResourceTexts } from './declaredTexts';

type Messages = StringMap;
type OtherLocale = 'fr' | 'es' | 'pt' | 'de';

/**
 * Each resource keeps its texts in its own folder, under `resources.<name>.*` (its react-admin name,
 * the URL's, which the folder's entity name need not be): English as `messages` in its index.ts, the
 * other languages in its translations.ts. English is in the first page's JavaScript; the others load
 * with their language. A simple
 * resource's texts are in its declaration, in every language.
 */
const indexes = import.meta.glob<{ messages: Messages; default?: { name: string } }>(
  '../resources/*/index.ts',
  {
    eager: true,
  },
);
const english = Object.fromEntries(Object.entries(indexes).map(([path, module]) => [path, module.messages]));
const others = import.meta.glob<Record<OtherLocale, Messages>>('../resources/*/translations.ts', {
  import: 'default',
});

const folderOf = (path: string) => path.split('/').at(-2)!;
/** A folder's resource name, from the definition its index.ts exports. */
const nameOfFolder = new Map(
  Object.entries(indexes).map(([path, module]) => [folderOf(path), module.default?.name ?? folderOf(path)]),
);
const resourceOf = (path: string) => nameOfFolder.get(folderOf(path)) ?? folderOf(path);

export const englishResourceMessages: Messages = {
  ...Object.fromEntries(Object.entries(english).map(([path, messages]) => [resourceOf(path), messages])),
  ...declaredResourceTexts('en'),
};

/** The resources' texts in one of the other languages. */
export async function resourceMessagesIn(locale: OtherLocale): Promise<Messages> {
  const loaded = await Promise.all(
    Object.entries(others).map(async ([path, load]) => [resourceOf(path), (await load())[locale]] as const),
  );
  return { ...Object.fromEntries(loaded), ...declaredResourceTexts(locale) };
}

/** A language's messages with its resources' texts merged in. */
export const withResources = (messages: TranslationMessages, resources: Messages): TranslationMessages => ({
  ...messages,
  resources,
});
