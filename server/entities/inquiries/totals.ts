import { keptStatusTotals } from '../../platform/http/statusTotals';
import { inquiryStatusTotals, type InquiryStatus } from './table';

const kept = keptStatusTotals<InquiryStatus>(inquiryStatusTotals);

/** Requests in a status (every one when none is named), as the triggers keep them, read. */
export const countKeptInquiries = kept.read;

/** Staff's list total of requests, when the kept totals answer it (see keptStatusTotals). */
export const keptInquiryTotal = kept.listTotal;
