import { describe, expect, it } from 'vitest';
import { PayeeKind } from '../../../shared/royalties';
import { agreementFor, inForceIn, percentToBasisPoints, sharesOf, type AgreementTerms } from './shares';
import { splitRevenue } from './split';

const agreement = (terms: Partial<AgreementTerms>): AgreementTerms => ({
  id: 'a1',
  rightsHolderId: 'rh1',
  creatorId: 'cr1',
  channelId: null,
  startDate: '2026-01-15',
  endDate: null,
  status: 1,
  revenueShare: '70.00',
  ...terms,
});

describe('percentToBasisPoints', () => {
  it('reads the stored percent exactly', () => {
    expect(percentToBasisPoints('65.50')).toBe(6_550);
    expect(percentToBasisPoints('55.25')).toBe(5_525);
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(percentToBasisPoints('100')).toBe(10_000);
  });

  it('refuses more than 100% and more than two decimals', () => {
    expect(() => percentToBasisPoints('100.01')).toThrow(
      expect.objectContaining({ code: 'shares_over_100' }),
    );
    expect(() => percentToBasisPoints('12.345')).toThrow(expect.objectContaining({ code: 'invalid_share' }));
    expect(() => percentToBasisPoints('-1')).toThrow(expect.objectContaining({ code: 'invalid_share' }));
  });
});

describe('agreements in force', () => {
  it('count for any day of the month, from its start to its end, when active with a share', () => {
    expect(inForceIn(agreement({}), '2026-01')).toBe(true);
    expect(inForceIn(agreement({}), '2025-12')).toBe(false);
    expect(inForceIn(agreement({ endDate: '2026-03-01' }), '2026-03')).toBe(true);
    expect(inForceIn(agreement({ endDate: '2026-02-28' }), '2026-03')).toBe(false);
    expect(inForceIn(agreement({ startDate: '2028-02-29' }), '2028-02')).toBe(true);
    expect(inForceIn(agreement({ status: 3 }), '2026-02')).toBe(false);
    expect(inForceIn(agreement({ revenueShare: null }), '2026-02')).toBe(false);
  });

  it("pick one per video: the channel's own, then the latest started", () => {
    const video = { creatorId: 'cr1', channelId: 'ch1' };
    const wide = agreement({ id: 'wide', startDate: '2026-02-01' });
    const older = agreement({ id: 'older', startDate: '2025-01-01' });
    const own = agreement({ id: 'own', channelId: 'ch1', startDate: '2025-06-01' });
    const other = agreement({ id: 'other', channelId: 'ch2', startDate: '2026-03-01' });
    expect(agreementFor([older, wide, own, other], video, '2026-03')?.id).toBe('own');
    expect(agreementFor([older, wide, other], video, '2026-03')?.id).toBe('wide');
    expect(agreementFor([older, wide], video, '2026-01')?.id).toBe('older');
    expect(agreementFor([other], video, '2026-03')).toBeUndefined();
  });

  it("give the creator the agreement's share and the rights holder the rest; nothing without one", () => {
    const shares = sharesOf(agreement({ revenueShare: '65.50' }));
    expect(shares).toEqual([
      { payee: { kind: PayeeKind.CREATOR, id: 'cr1' }, share: 6_550 },
      { payee: { kind: PayeeKind.RIGHTS_HOLDER, id: 'rh1' }, share: 3_450 },
    ]);
    expect(splitRevenue(10_000_000n, shares).map((line) => line.amount)).toEqual([3_450_000n, 6_550_000n]);
    expect(sharesOf(undefined)).toEqual([]);
  });
});
