import { BASIS_POINTS_WHOLE, MICROS_PER_CENT } from '../../../shared/constants';
import { PayeeKind } from '../../../shared/royalties';

/**
 * The split of one month's revenue of a video or a claim into royalty lines (issue 36), pure and
 * exact: integer micro-units in, integer micro-units out, never a float.
 *
 * The rule, fixed so every run gives the same lines:
 * 1. Each payee's exact part is amount × share / 10,000 (shares in basis points: 70.00% is 7,000).
 *    Payees named twice have their shares added; what the shares leave is the company's, which
 *    received the revenue from YouTube.
 * 2. Each line gets the whole cents of its exact part.
 * 3. The cents still unassigned (fewer than the payees) go one each to the largest left-over
 *    fractions of a cent; equal fractions go in the payee order: the company, rights holders,
 *    creators, each by id.
 * 4. What is below a cent of the amount itself (an imported 12.345678) is on the company's line,
 *    the only line that may carry less than a cent, so the lines add up exactly to the amount.
 * Lines come in that payee order, whatever order the shares were given in.
 */

export type Payee =
  | { kind: typeof PayeeKind.CREATOR | typeof PayeeKind.RIGHTS_HOLDER; id: string }
  | { kind: typeof PayeeKind.COMPANY };

export interface PayeeShare {
  payee: Payee;
  /** Basis points of the revenue: a whole number from 0 to 10,000. */
  share: number;
}

export interface RoyaltyLine {
  payee: Payee;
  share: number;
  amount: bigint;
}

export type SplitErrorCode = 'negative_amount' | 'invalid_share' | 'shares_over_100';

/** A split refused: what was wrong, as a code the caller turns into its answer, and in English. */
export class SplitError extends Error {
  constructor(
    readonly code: SplitErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SplitError';
  }
}

const KIND_ORDER: Record<PayeeKind, number> = { company: 0, rights_holder: 1, creator: 2 };
const COMPANY: Payee = { kind: PayeeKind.COMPANY };
/** Basis points times cents: an exact part in micro-units × basis points, per cent. */
const PER_CENT = MICROS_PER_CENT * BigInt(BASIS_POINTS_WHOLE);

export const payeeKey = (payee: Payee) =>
  payee.kind === PayeeKind.COMPANY ? payee.kind : `${payee.kind}:${payee.id}`;

/** The fixed payee order: the company, then rights holders, then creators, each by id. */
export function comparePayees(a: Payee, b: Payee): number {
  const byKind = KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  if (byKind !== 0) return byKind;
  const [idA, idB] = [payeeKey(a), payeeKey(b)];
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}

/** The shares by payee, checked and added up, the company taking what is left, in payee order. */
export function payeeShares(shares: readonly PayeeShare[]): PayeeShare[] {
  const byPayee = new Map<string, PayeeShare>();
  let total = 0;
  for (const { payee, share } of shares) {
    if (!Number.isInteger(share) || share < 0 || share > BASIS_POINTS_WHOLE) {
      throw new SplitError(
        'invalid_share',
        `The share of ${payeeKey(payee)} is ${share} basis points: a whole number from 0 to ${BASIS_POINTS_WHOLE} is needed.`,
      );
    }
    total += share;
    const key = payeeKey(payee);
    byPayee.set(key, { payee, share: (byPayee.get(key)?.share ?? 0) + share });
  }
  if (total > BASIS_POINTS_WHOLE) {
    throw new SplitError(
      'shares_over_100',
      `The revenue shares add up to ${(total / 100).toFixed(2)}%, over 100%: the revenue cannot be split.`,
    );
  }
  const company = byPayee.get(payeeKey(COMPANY));
  byPayee.set(payeeKey(COMPANY), {
    payee: COMPANY,
    share: (company?.share ?? 0) + BASIS_POINTS_WHOLE - total,
  });
  return [...byPayee.values()]
    .filter(({ share }) => share > 0)
    .sort((a, b) => comparePayees(a.payee, b.payee));
}

/**
 * The royalty lines of an amount (micro-units, not negative) under the given shares: one per payee
 * with a share, adding up exactly to the amount (the rule above). Refused (SplitError) when the
 * amount is negative, a share is not a whole number of basis points, or the shares pass 100%.
 */
export function splitRevenue(amount: bigint, shares: readonly PayeeShare[]): RoyaltyLine[] {
  if (amount < 0n) {
    throw new SplitError(
      'negative_amount',
      `The amount is negative (${amount} micro-units): only revenue is split.`,
    );
  }
  const parts = payeeShares(shares).map(({ payee, share }) => {
    const exact = amount * BigInt(share);
    return { payee, share, cents: exact / PER_CENT, fraction: exact % PER_CENT };
  });
  const wholeCents = amount / MICROS_PER_CENT;
  let left = wholeCents - parts.reduce((sum, part) => sum + part.cents, 0n);
  // Largest fraction first; the sort is stable, so equal fractions keep the payee order.
  for (const part of [...parts].sort((a, b) =>
    a.fraction === b.fraction ? 0 : a.fraction > b.fraction ? -1 : 1,
  )) {
    if (left === 0n) break;
    part.cents += 1n;
    left -= 1n;
  }
  const lines: RoyaltyLine[] = parts.map(({ payee, share, cents }) => ({
    payee,
    share,
    amount: cents * MICROS_PER_CENT,
  }));
  const belowACent = amount % MICROS_PER_CENT;
  if (belowACent > 0n) {
    const company = lines.find((line) => line.payee.kind === PayeeKind.COMPANY);
    if (company) company.amount += belowACent;
    else lines.unshift({ payee: COMPANY, share: 0, amount: belowACent });
  }
  return lines;
}
