import { REVENUE_SHARE_DECIMALS, REVENUE_SHARE_MAX, REVENUE_SHARE_MIN } from '../../../shared/constants';

/** A percentage from 0 to 100 with at most two decimals; answers an i18n key. */
export function validateRevenueShare(value: unknown) {
  if (value === null || value === undefined || value === '') return undefined;
  const share = Number(value);
  const steps = share * 10 ** REVENUE_SHARE_DECIMALS;
  if (
    !Number.isFinite(share) ||
    share < REVENUE_SHARE_MIN ||
    share > REVENUE_SHARE_MAX ||
    Math.abs(steps - Math.round(steps)) > 1e-6
  ) {
    return 'resources.contracts.validation.revenue_share';
  }
  return undefined;
}

/** The end date may be empty (open-ended) but not before the start. */
export function validateEndDate(value: unknown, values: { start_date?: string }) {
  if (typeof value !== 'string' || !value || !values.start_date) return undefined;
  return value < values.start_date ? 'resources.contracts.validation.end_date' : undefined;
}
