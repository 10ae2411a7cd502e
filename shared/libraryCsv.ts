/**
 * The content library's CSV (POST /content/library/latest/csv), readable as every other list's export
 * is: its headings and coded values (kind, policy) in the reader's words, languages by their names,
 * dates in the reader's language and time zone, durations as m:ss. The browser sends its words (its
 * translations are the one source of them); the server writes English ones for any left out.
 */

/** The file's columns, in order. */
export const LIBRARY_CSV_COLUMNS = [
  'title',
  'kind',
  'duration',
  'rights_holder_name',
  'asset_label',
  'language',
  'tags',
  'isrc',
  'custom_id',
  'territory',
  'policy',
  'likes',
  'dislikes',
  'approved_at',
] as const;

/** The coded values written as words: each column's values. */
export const LIBRARY_CSV_CODES = {
  kind: ['audio', 'footage', 'clip'],
  policy: ['monetize', 'track', 'block'],
} as const;

type Codes = typeof LIBRARY_CSV_CODES;
export type LibraryCsvWord =
  | (typeof LIBRARY_CSV_COLUMNS)[number]
  | { [column in keyof Codes]: `${column}_${Codes[column][number]}` }[keyof Codes];

/** Every word the file uses, by key: the headings, then `kind_audio`, `policy_monetize` and so on. */
export const LIBRARY_CSV_WORDS: readonly LibraryCsvWord[] = [
  ...LIBRARY_CSV_COLUMNS,
  ...(Object.entries(LIBRARY_CSV_CODES) as [keyof Codes, readonly string[]][]).flatMap(([column, codes]) =>
    codes.map((code) => `${column}_${code}` as LibraryCsvWord),
  ),
];

/** How the reader wants the file written. */
export interface LibraryCsvOptions {
  /** A language tag ('fr', 'pt-BR'): language names and dates in it. */
  locale?: string;
  /** An IANA time zone ('Europe/Paris') for the dates; UTC without one. */
  time_zone?: string;
  words?: Partial<Record<LibraryCsvWord, string>>;
}

/** The English words, for a reader who sends none. */
export const LIBRARY_CSV_ENGLISH: Record<LibraryCsvWord, string> = {
  title: 'Title',
  kind: 'Kind',
  duration: 'Duration',
  rights_holder_name: 'Content owner',
  asset_label: 'Asset label',
  language: 'Language',
  tags: 'Tags',
  isrc: 'ISRC',
  custom_id: 'Custom id',
  territory: 'Ownership territories',
  policy: 'Content ID policy',
  likes: 'Likes',
  dislikes: 'Dislikes',
  approved_at: 'In the library since',
  kind_audio: 'Audio',
  kind_footage: 'Footage',
  kind_clip: 'Clip',
  policy_monetize: 'Monetize',
  policy_track: 'Track',
  policy_block: 'Block',
};

/** A duration as m:ss (h:mm:ss past an hour), as the library's table shows it. */
export function clockDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * The writer of one row's cells for these options: words looked up, language names and dates in the
 * locale. Throws a RangeError for a locale or time zone Intl does not know.
 */
export function libraryCsvCells(options: LibraryCsvOptions = {}) {
  const word = (key: LibraryCsvWord) => options.words?.[key] ?? LIBRARY_CSV_ENGLISH[key];
  const locale = options.locale ?? 'en';
  const languages = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  const dates = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.time_zone ?? 'UTC',
  });
  // A tag stored before the pattern was checked may be one Intl refuses: it is written as it is.
  const languageName = (tag: string) => {
    try {
      return languages.of(tag) ?? tag;
    } catch {
      return tag;
    }
  };
  const coded = (column: keyof Codes, value: unknown) =>
    (LIBRARY_CSV_CODES[column] as readonly unknown[]).includes(value)
      ? word(`${column}_${value as string}` as LibraryCsvWord)
      : value;
  return {
    headings: () => LIBRARY_CSV_COLUMNS.map(word),
    row: (row: Record<string, unknown>): unknown[] =>
      LIBRARY_CSV_COLUMNS.map((column) => {
        const value = row[column];
        switch (column) {
          case 'kind':
          case 'policy':
            return coded(column, value);
          case 'duration':
            return clockDuration(value as number | null);
          case 'language':
            return typeof value === 'string' && value ? languageName(value) : '';
          case 'tags':
            return ((value as string[] | null) ?? []).join('; ');
          case 'approved_at':
            return value ? dates.format(new Date(value as string | Date)) : '';
          default:
            return value;
        }
      }),
  };
}
