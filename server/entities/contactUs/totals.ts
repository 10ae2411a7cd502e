import { keptStatusTotals } from '../../platform/http/statusTotals';
import { contactUsStatusTotals, type ContactUsStatus } from './table';

const kept = keptStatusTotals<ContactUsStatus>(contactUsStatusTotals);

/** Threads in a status (every one when none is named), as the triggers keep them, read. */
export const countKeptThreads = kept.read;

/** The same count as a scalar subquery, for a statement that reads several. */
export const keptThreadCount = kept.count;

/** Staff's list total of threads, when the kept totals answer it (see keptStatusTotals). */
export const keptThreadTotal = kept.listTotal;
