import { comparePayees, payeeKey, type Payee, type RoyaltyLine } from './split';

export interface LineChange {
  payee: Payee;
  /** The payee's amount before and after, in micro-units; 0 for a payee on one side only. */
  before: bigint;
  after: bigint;
}

/**
 * What re-running a month after a correction changes of a video's or a claim's lines, per payee (the
 * audit kept of the change): only the payees whose amount moved, in the payee order of the split.
 */
export function lineChanges(before: readonly RoyaltyLine[], after: readonly RoyaltyLine[]): LineChange[] {
  const byPayee = new Map<string, LineChange>();
  const add = (line: RoyaltyLine, side: 'before' | 'after') => {
    const key = payeeKey(line.payee);
    const change = byPayee.get(key) ?? { payee: line.payee, before: 0n, after: 0n };
    change[side] += line.amount;
    byPayee.set(key, change);
  };
  before.forEach((line) => add(line, 'before'));
  after.forEach((line) => add(line, 'after'));
  return [...byPayee.values()]
    .filter((change) => change.before !== change.after)
    .sort((a, b) => comparePayees(a.payee, b.payee));
}
