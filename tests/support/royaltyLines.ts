import { eq } from 'drizzle-orm';
import { PayeeKind, RoyaltyLineState } from '../../shared/royalties';
import { paymentRuns, payments } from '../../server/entities/payments/table';
import { royaltyLines } from '../../server/entities/royalties/table';
import { users } from '../../server/entities/users/table';
import type { Database } from '../../server/platform/db/client';

export const idOf = async (db: Database, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

/** Dollars as micro-units. */
export const usd = (dollars: number) => BigInt(Math.round(dollars * 100)) * 10_000n;

/**
 * Royalty lines for the payment tests (the split writes them in the product): one payee's part of a
 * video's month, payable unless said otherwise.
 */
export async function addLines(
  db: Database,
  lines: {
    payee: string;
    kind?: PayeeKind;
    period: string;
    dollars: number;
    video?: string;
    state?: RoyaltyLineState;
    channelId?: string;
    /** The creator whose video earned it, for a rights holder's line. */
    creator?: string;
    currency?: string;
  }[],
) {
  return db
    .insert(royaltyLines)
    .values(
      lines.map((line) => ({
        period: `${line.period}-01`,
        videoId: line.video ?? 'dQw4w9WgXcQ',
        payeeKind: line.kind ?? PayeeKind.RIGHTS_HOLDER,
        payeeId: line.payee,
        creatorId: line.kind === PayeeKind.CREATOR ? line.payee : (line.creator ?? null),
        rightsHolderId:
          (line.kind ?? PayeeKind.RIGHTS_HOLDER) === PayeeKind.RIGHTS_HOLDER ? line.payee : null,
        channelId: line.channelId ?? null,
        share: 5000,
        amountMicros: usd(line.dollars),
        currency: line.currency ?? 'USD',
        state: line.state ?? RoyaltyLineState.PAYABLE,
      })),
    )
    .returning({ id: royaltyLines.id });
}

/** No royalty lines, runs or payments: a test starts from whatever the demo seed made as from nothing. */
export async function clearRoyalties(db: Database) {
  await db.transaction(async (tx) => {
    await tx.delete(royaltyLines);
    await tx.delete(payments);
    await tx.delete(paymentRuns);
  });
}
