import { LAST_DAYS_PRESETS, LAST_MONTHS_PRESETS, LAST_WEEK_DAYS } from './constants';

/**
 * Date ranges of the reports (spec 000 §9): the presets, the [from, to] each stands for, and the
 * label of any range. Days are UTC calendar days written 'YYYY-MM-DD' (revenue is reported per UTC
 * day and month), both ends included.
 */
export type Day = string;
export interface DateRange {
  from: Day;
  to: Day;
}

export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'last_1_week',
  ...LAST_DAYS_PRESETS.map((days) => `last_${days}_days` as const),
  ...LAST_MONTHS_PRESETS.map((months) => `last_${months}_month` as const),
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** The spec's labels, exactly as written (other languages translate them in the browser). */
export const DATE_RANGE_LABELS: Record<DateRangePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last_1_week: 'Last 1 Week',
  last_28_days: 'Last 28 Days',
  last_90_days: 'Last 90 Days',
  last_365_days: 'Last 365 Days',
  last_1_month: 'Last 1 Month',
  last_3_month: 'Last 3 Month',
  last_6_month: 'Last 6 Month',
  last_12_month: 'Last 12 Month',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC midnight of a day; undefined for a text that is not a real day (2026-02-30). */
export function parseDay(day: string): Date | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return toDay(date) === day ? date : undefined;
}

/** The UTC day of an instant, whatever the machine's time zone. */
export const toDay = (date: Date): Day => date.toISOString().slice(0, 10);

/** Today in UTC: the day the presets count back from. */
export const today = (now: Date = new Date()): Day => toDay(now);

function mustParse(day: Day): Date {
  const date = parseDay(day);
  if (!date) throw new RangeError(`'${day}' is not a day (YYYY-MM-DD)`);
  return date;
}

export const addDays = (day: Day, days: number): Day =>
  toDay(new Date(mustParse(day).getTime() + days * DAY_MS));

/** The first day of the month `months` months after the month of `day` (negative: before). */
function monthStart(day: Day, months: number): Date {
  const date = mustParse(day);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/** Days back to today, today included: the week is 6 days back (spec 000 §9). */
const lastDays = (todayDay: Day, days: number): DateRange => ({
  from: addDays(todayDay, 1 - days),
  to: todayDay,
});

/** The whole months before the current one: Last 3 Month on 15 May is 1 February to 30 April. */
const lastMonths = (todayDay: Day, months: number): DateRange => ({
  from: toDay(monthStart(todayDay, -months)),
  to: toDay(new Date(monthStart(todayDay, 0).getTime() - DAY_MS)),
});

/** Each preset with the range it stands for, in the spec's order. */
const PRESET_RANGES: readonly { preset: DateRangePreset; range: (todayDay: Day) => DateRange }[] = [
  { preset: 'today', range: (t) => ({ from: t, to: t }) },
  { preset: 'yesterday', range: (t) => ({ from: addDays(t, -1), to: addDays(t, -1) }) },
  { preset: 'last_1_week', range: (t) => lastDays(t, LAST_WEEK_DAYS) },
  ...LAST_DAYS_PRESETS.map((days) => ({
    preset: `last_${days}_days` as const,
    range: (t: Day) => lastDays(t, days),
  })),
  ...LAST_MONTHS_PRESETS.map((months) => ({
    preset: `last_${months}_month` as const,
    range: (t: Day) => lastMonths(t, months),
  })),
];

/** The [from, to] a preset stands for on a day (today by default, in UTC). */
export function presetRange(preset: DateRangePreset, todayDay: Day = today()): DateRange {
  const found = PRESET_RANGES.find((entry) => entry.preset === preset);
  if (!found) throw new RangeError(`'${String(preset)}' is not a date range preset`);
  mustParse(todayDay);
  return found.range(todayDay);
}

export const isDateRangePreset = (value: unknown): value is DateRangePreset =>
  typeof value === 'string' && (DATE_RANGE_PRESETS as readonly string[]).includes(value);

/** The preset a range is on that day, the first in the spec's order; undefined for any other range. */
export function matchingPreset(range: DateRange, todayDay: Day = today()): DateRangePreset | undefined {
  return DATE_RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, todayDay);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/** A range is two real days, the first not after the second. */
export const isDateRange = (range: DateRange): boolean =>
  parseDay(range.from) !== undefined && parseDay(range.to) !== undefined && range.from <= range.to;

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthNames = new Map<string, string[]>();

/** Short month names of a language (the spec's English ones for English). */
function monthsOf(locale: string): string[] {
  if (locale === 'en' || locale.startsWith('en-')) return ENGLISH_MONTHS;
  let names = monthNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    names = ENGLISH_MONTHS.map((_, month) => format.format(new Date(Date.UTC(2000, month, 1))));
    monthNames.set(locale, names);
  }
  return names;
}

/** A day as 'MMM DD,YYYY' (spec 000 §9): 'Nov 03,2026'. */
export function customDayLabel(day: Day, locale = 'en'): string {
  const date = mustParse(day);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${monthsOf(locale)[date.getUTCMonth()]} ${dd},${date.getUTCFullYear()}`;
}

/** Any range not a preset: 'MMM DD,YYYY - MMM DD,YYYY' (spec 000 §9). */
export const customRangeLabel = (range: DateRange, locale = 'en'): string =>
  `${customDayLabel(range.from, locale)} - ${customDayLabel(range.to, locale)}`;

/**
 * The label of any range on a day: its preset's (the spec's English text), else the custom one.
 * The browser translates a preset by its key (`preset`), so both are returned.
 */
export function dateRangeLabel(
  range: DateRange,
  todayDay: Day = today(),
  locale = 'en',
): { preset?: DateRangePreset; text: string } {
  const preset = matchingPreset(range, todayDay);
  return preset ? { preset, text: DATE_RANGE_LABELS[preset] } : { text: customRangeLabel(range, locale) };
}
