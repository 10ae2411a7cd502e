import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PayeeKind } from '../../../shared/royalties';
import { SplitError, splitRevenue, type Payee, type RoyaltyLine } from './split';

const creator = (id: string): Payee => ({ kind: PayeeKind.CREATOR, id });
const holder = (id: string): Payee => ({ kind: PayeeKind.RIGHTS_HOLDER, id });
const company: Payee = { kind: PayeeKind.COMPANY };
const total = (lines: RoyaltyLine[]) => lines.reduce((sum, line) => sum + line.amount, 0n);
const amounts = (lines: RoyaltyLine[]) => lines.map((line) => [line.payee, line.amount]);

/** Shares of a few payees adding up to at most 100%. */
const sharesArb = fc
  .array(
    fc.record({
      payee: fc.oneof(
        fc.constantFrom('a', 'b', 'c').map(creator),
        fc.constantFrom('a', 'b', 'c').map(holder),
        fc.constant(company),
      ),
      share: fc.integer({ min: 0, max: 10_000 }),
    }),
    { maxLength: 6 },
  )
  .filter((shares) => shares.reduce((sum, { share }) => sum + share, 0) <= 10_000);
const amountArb = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 8n }), fc.bigInt({ min: 0n, max: 10n ** 20n }));

describe('splitRevenue', () => {
  it('splits to the cent: 70% of $100.01 to the creator, the rest to the rights holder', () => {
    const lines = splitRevenue(100_010_000n, [
      { payee: creator('c1'), share: 7_000 },
      { payee: holder('r1'), share: 3_000 },
    ]);
    // 70.007 and 30.003: the one cent left goes to the larger fraction (the creator's .7).
    expect(amounts(lines)).toEqual([
      [holder('r1'), 30_000_000n],
      [creator('c1'), 70_010_000n],
    ]);
  });

  it('gives the company what the shares leave, and the remainders in the fixed order when fractions tie', () => {
    // A third each of 10 cents: 3 cents each, the tenth to the company (first in the order).
    const lines = splitRevenue(100_000n, [
      { payee: creator('c1'), share: 3_333 },
      { payee: holder('r1'), share: 3_333 },
    ]);
    expect(amounts(lines)).toEqual([
      [company, 40_000n],
      [holder('r1'), 30_000n],
      [creator('c1'), 30_000n],
    ]);
  });

  it('puts the part of the amount below a cent on the company line, even without a company share', () => {
    const lines = splitRevenue(12_345_678n, [{ payee: creator('c1'), share: 10_000 }]);
    expect(amounts(lines)).toEqual([
      [company, 5_678n],
      [creator('c1'), 12_340_000n],
    ]);
  });

  it('adds the shares of a payee named twice', () => {
    const lines = splitRevenue(1_000_000n, [
      { payee: creator('c1'), share: 2_500 },
      { payee: creator('c1'), share: 2_500 },
    ]);
    expect(amounts(lines)).toEqual([
      [company, 500_000n],
      [creator('c1'), 500_000n],
    ]);
  });

  it('leaves the whole revenue to the company without shares', () => {
    expect(amounts(splitRevenue(7_000_000n, []))).toEqual([[company, 7_000_000n]]);
  });

  it('refuses shares over 100%, with a clear error', () => {
    const over = () =>
      splitRevenue(1_000_000n, [
        { payee: creator('c1'), share: 7_000 },
        { payee: holder('r1'), share: 3_001 },
      ]);
    expect(over).toThrow(SplitError);
    expect(over).toThrow('The revenue shares add up to 100.01%, over 100%: the revenue cannot be split.');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (a, b) => {
        fc.pre(a + b > 10_000);
        const shares = [
          { payee: creator('c1'), share: a },
          { payee: holder('r1'), share: b },
        ];
        expect(() => splitRevenue(1n, shares)).toThrow(expect.objectContaining({ code: 'shares_over_100' }));
      }),
    );
  });

  it('refuses a negative amount and shares that are not whole basis points', () => {
    expect(() => splitRevenue(-1n, [])).toThrow(expect.objectContaining({ code: 'negative_amount' }));
    expect(() => splitRevenue(1n, [{ payee: creator('c1'), share: 12.5 }])).toThrow(
      expect.objectContaining({ code: 'invalid_share' }),
    );
    expect(() => splitRevenue(1n, [{ payee: creator('c1'), share: -1 }])).toThrow(
      expect.objectContaining({ code: 'invalid_share' }),
    );
  });

  describe('properties', () => {
    it('lines always add up exactly to the amount', () => {
      fc.assert(
        fc.property(amountArb, sharesArb, (amount, shares) => {
          expect(total(splitRevenue(amount, shares))).toBe(amount);
        }),
      );
    });

    it('no line is negative, every line but the company’s is whole cents, each within a cent of its exact part', () => {
      fc.assert(
        fc.property(amountArb, sharesArb, (amount, shares) => {
          for (const line of splitRevenue(amount, shares)) {
            expect(line.amount >= 0n).toBe(true);
            if (line.payee.kind !== PayeeKind.COMPANY) {
              expect(line.amount % 10_000n).toBe(0n);
              const exact = amount * BigInt(line.share);
              const distance = line.amount * 10_000n - exact;
              expect(distance > -(10_000n * 10_000n) && distance < 10_000n * 10_000n).toBe(true);
            }
          }
        }),
      );
    });

    it('is deterministic and does not depend on the order of the shares', () => {
      fc.assert(
        fc.property(amountArb, sharesArb, fc.nat(), (amount, shares, seed) => {
          const shuffled = [...shares].sort(
            (a, b) => ((shares.indexOf(a) * 7919 + seed) % 13) - ((shares.indexOf(b) * 7919 + seed) % 13),
          );
          const first = splitRevenue(amount, shares);
          expect(splitRevenue(amount, shares)).toEqual(first);
          expect(splitRevenue(amount, shuffled)).toEqual(first);
          expect(splitRevenue(amount, [...shares].reverse())).toEqual(first);
        }),
      );
    });

    it('gives one line per payee with a share', () => {
      fc.assert(
        fc.property(amountArb, sharesArb, (amount, shares) => {
          const keys = splitRevenue(amount, shares).map((line) => JSON.stringify(line.payee));
          expect(new Set(keys).size).toBe(keys.length);
        }),
      );
    });
  });
});
