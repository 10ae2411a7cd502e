import { parseDay } from './dateRange';

/**
 * The activity log reports' numbers (issue 37), in one place for the server and the page.
 */

/** The longest range a report, a video count or an export covers: a year and a day (leap years). */
export const ACTIVITY_REPORT_MAX_DAYS = 366;

/** The grouped rows of a report's table page. */
export const ACTIVITY_REPORT_PAGE_ROWS = 50;

/**
 * The deepest a report's table pages go: past this many groups the last page says it was cut
 * (`truncated`: narrow the range or filter), so a page is never a long offset over the kept counts.
 */
export const ACTIVITY_REPORT_MAX_ROWS = 500;
export const ACTIVITY_REPORT_MAX_PAGE = ACTIVITY_REPORT_MAX_ROWS / ACTIVITY_REPORT_PAGE_ROWS;

/** The people the report's person filter offers per search (by name, among those with entries). */
export const ACTIVITY_PEOPLE_CHOICES = 20;

/** The longest name search the person filter sends. */
export const ACTIVITY_PEOPLE_SEARCH_MAX = 100;

/** A hand-written note's longest text. */
export const ACTIVITY_NOTE_MAX_LENGTH = 2000;

/** Notes one person may write per window: a note fills the disk, so each person has a limit. */
export const ACTIVITY_NOTES_PER_HOUR = 30;

/** The kinds of entries: those the system writes as it changes records, and people's notes. */
export const ActivityKind = { SYSTEM: 'system', NOTE: 'note' } as const;
export type ActivityKind = (typeof ActivityKind)[keyof typeof ActivityKind];

/** A note's own action, and the entity its edits and deletions are logged under. */
export const NOTE_ACTION = 'note';
export const NOTE_ENTITY = 'activity-notes';

/** The actions a report filters by: the system's, and notes. */
export const ACTIVITY_ACTIONS = ['create', 'update', 'status', 'delete', 'purge', NOTE_ACTION] as const;

/** The entries the chain check reads per page: memory stays flat whatever the log's length. */
export const ACTIVITY_VERIFY_PAGE = 2000;

export interface RangeProblem {
  field: 'from' | 'to';
  reason: 'format' | 'order' | 'length';
}

/**
 * What is wrong with a report's range, if anything: both ends real days (YYYY-MM-DD), the first not
 * after the second, and at most ACTIVITY_REPORT_MAX_DAYS days, both ends included.
 */
export function rangeProblem(from: string, to: string): RangeProblem | undefined {
  const start = parseDay(from);
  if (!start) return { field: 'from', reason: 'format' };
  const end = parseDay(to);
  if (!end) return { field: 'to', reason: 'format' };
  if (from > to) return { field: 'to', reason: 'order' };
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  return days > ACTIVITY_REPORT_MAX_DAYS ? { field: 'to', reason: 'length' } : undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
