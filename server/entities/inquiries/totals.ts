import { keptStatusTotals } from '../../platform/http/statusTotals';
import { inquiryStatusTotals, type InquiryStatus } from './table';

const kept = keptStatusTotals<InquiryStatus>(inquiryStatusTotals);

/** Requests in a status (every one when none is named), as the triggers keep them, read. */
export const countKeptInquiries = kept.read;

/** The same count as a scalar subquery, for a statement that reads several. */
export const keptInquiryCount = kept.count;

/** Staff's list total of requests, when the kept totals answer it (see keptStatusTotals). */
export const keptInquiryTotal = kept.listTotal;
