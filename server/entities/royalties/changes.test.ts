import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PayeeKind } from '../../../shared/royalties';
import { lineChanges } from './changes';
import { splitRevenue, type Payee } from './split';

const creator: Payee = { kind: PayeeKind.CREATOR, id: 'c1' };
const holder: Payee = { kind: PayeeKind.RIGHTS_HOLDER, id: 'r1' };
const company: Payee = { kind: PayeeKind.COMPANY };

describe('lineChanges', () => {
  it('names the payees whose amount a corrected month moves, and only them', () => {
    const before = splitRevenue(10_000_000n, [{ payee: creator, share: 7_000 }]);
    const after = splitRevenue(12_000_000n, [
      { payee: creator, share: 7_000 },
      { payee: holder, share: 3_000 },
    ]);
    expect(lineChanges(before, after)).toEqual([
      { payee: company, before: 3_000_000n, after: 0n },
      { payee: holder, before: 0n, after: 3_600_000n },
      { payee: creator, before: 7_000_000n, after: 8_400_000n },
    ]);
  });

  it('finds nothing when a month is run again unchanged, and the changes add up to the difference', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000 }),
        (a, b, share) => {
          const shares = [{ payee: creator, share }];
          expect(lineChanges(splitRevenue(a, shares), splitRevenue(a, shares))).toEqual([]);
          const changes = lineChanges(splitRevenue(a, shares), splitRevenue(b, shares));
          expect(changes.reduce((sum, change) => sum + change.after - change.before, 0n)).toBe(b - a);
        },
      ),
    );
  });
});
