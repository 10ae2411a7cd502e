import './pageTexts';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  LIBRARY_CSV_CODES,
  LIBRARY_CSV_COLUMNS,
  type LibraryCsvOptions,
  type LibraryCsvWord,
} from '../../../shared/libraryCsv';

/**
 * How the library's CSV is to be written for this reader (shared/libraryCsv): the headings as the
 * table's labels, kinds and policies as the pages name them, language names and dates in the chosen
 * language and the browser's time zone.
 */
export function useLibraryCsvOptions(): LibraryCsvOptions {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const words: Partial<Record<LibraryCsvWord, string>> = {};
  for (const column of LIBRARY_CSV_COLUMNS) words[column] = translate(`resources.libraries.fields.${column}`);
  for (const code of LIBRARY_CSV_CODES.kind)
    words[`kind_${code}`] = translate(`resources.assets.kinds.${code}`);
  for (const code of LIBRARY_CSV_CODES.policy)
    words[`policy_${code}`] = translate(`resources.assets.policies.${code}`);
  return { locale, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone, words };
}
