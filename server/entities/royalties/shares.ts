import {
  AccountStatus,
  BASIS_POINTS_WHOLE,
  REVENUE_SHARE_DECIMALS,
  REVENUE_SHARE_MAX,
} from '../../../shared/constants';
import { PayeeKind } from '../../../shared/royalties';
import { SplitError, type PayeeShare } from './split';

/** What the split reads of an agreement (server/entities/agreements/table.ts). */
export interface AgreementTerms {
  id: string;
  rightsHolderId: string;
  creatorId: string;
  /** The channel it is limited to; null: all the creator's channels. */
  channelId: string | null;
  startDate: string;
  endDate: string | null;
  status: number;
  /** numeric(5,2) as the database answers it ('65.50'), or a number; null until an earning admin sets it. */
  revenueShare: string | number | null;
}

const PERCENT = new RegExp(`^\\d{1,3}(?:\\.\\d{1,${REVENUE_SHARE_DECIMALS}})?$`);

/** A percent with two decimals as basis points, exactly ('65.50' is 6,550); refused past 100%. */
export function percentToBasisPoints(percent: string | number): number {
  const text = typeof percent === 'number' ? String(percent) : percent.trim();
  if (!PERCENT.test(text)) {
    throw new SplitError(
      'invalid_share',
      `The revenue share ${text} is not a percent with at most two decimals.`,
    );
  }
  const [whole, fraction = ''] = text.split('.');
  const points = Number(whole) * 100 + Number(fraction.padEnd(REVENUE_SHARE_DECIMALS, '0'));
  if (points > REVENUE_SHARE_MAX * 100) {
    throw new SplitError('shares_over_100', `The revenue share ${text}% is over 100%.`);
  }
  return points;
}

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNumber!, 0)).toISOString().slice(0, 10);
};

/** Whether an agreement is in force during any day of a month ('YYYY-MM'): active, started, not ended before it. */
export const inForceIn = (agreement: AgreementTerms, month: string): boolean =>
  agreement.status === AccountStatus.ACTIVE &&
  agreement.revenueShare !== null &&
  agreement.startDate <= lastDayOf(month) &&
  (agreement.endDate === null || agreement.endDate >= `${month}-01`);

/**
 * The agreement a creator's video earns under in a month: of those in force for the video's channel,
 * the one limited to that channel before one for all the creator's channels, then the latest
 * started, then by id (as the licence check of claims orders them). One only, so two agreements of a
 * creator never add up past 100%.
 */
export function agreementFor(
  agreements: readonly AgreementTerms[],
  video: { creatorId: string; channelId: string },
  month: string,
): AgreementTerms | undefined {
  return agreements
    .filter(
      (agreement) =>
        agreement.creatorId === video.creatorId &&
        (agreement.channelId === null || agreement.channelId === video.channelId) &&
        inForceIn(agreement, month),
    )
    .sort(
      (a, b) =>
        Number(b.channelId !== null) - Number(a.channelId !== null) ||
        b.startDate.localeCompare(a.startDate) ||
        a.id.localeCompare(b.id),
    )[0];
}

/**
 * The shares of a video's revenue under an agreement. The agreement stores one revenue share: read
 * here as the creator's part of the revenue their video earns with the licensed content, the rest
 * going to the rights holder whose content it is. Without an agreement in force, no share is
 * given: the split leaves the whole revenue to the company, which received it.
 */
export function sharesOf(agreement: AgreementTerms | undefined): PayeeShare[] {
  if (!agreement || agreement.revenueShare === null) return [];
  const creator = percentToBasisPoints(agreement.revenueShare);
  return [
    { payee: { kind: PayeeKind.CREATOR, id: agreement.creatorId }, share: creator },
    {
      payee: { kind: PayeeKind.RIGHTS_HOLDER, id: agreement.rightsHolderId },
      share: BASIS_POINTS_WHOLE - creator,
    },
  ];
}
