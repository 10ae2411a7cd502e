import { and, eq, isNull, sql } from 'drizzle-orm';
import { PaymentMethod, PaymentStatus, RoyaltyLineState } from '../shared/royalties';
import { payments } from './entities/payments/table';
import { approveRun, finishRunIfDone, monthOf, openRun, payByHand } from './entities/payments/runs';
import { royaltyLines } from './entities/royalties/table';
import { users } from './entities/users/table';
import { HttpError } from './platform/http/errors';
import type { Database } from './platform/db/client';

/**
 * A paid payment run for the demo, over the royalty lines the seed made (server/seedRoyalties.ts):
 * every month but the latest is paid (so the pages show money paid and money still due), by hand
 * with a bank reference, as the demo has no Wise. Nothing when no line is payable.
 */
export async function seedPayments(db: Database): Promise<void> {
  const months = await db
    .selectDistinct({ period: royaltyLines.period })
    .from(royaltyLines)
    .where(and(eq(royaltyLines.state, RoyaltyLineState.PAYABLE), isNull(royaltyLines.paymentId)))
    .orderBy(royaltyLines.period);
  if (months.length === 0) return;
  const upTo = months.length > 1 ? months[months.length - 2]! : months[0]!;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  if (!admin) return;
  const auth = { userId: admin.id };
  // A demo minimum of one cent: every seeded balance is paid.
  const runId = await openRun(db, auth, monthOf(upTo.period), 10_000n).catch((error: unknown) => {
    // Another run is active, or the balances are not positive: the demo has nothing to pay.
    if (error instanceof HttpError && error.statusCode === 409) return undefined;
    throw error;
  });
  if (!runId) return;
  await approveRun(db, auth, runId);
  const approved = await db
    .select({ id: payments.id, method: payments.method })
    .from(payments)
    .where(and(eq(payments.runId, runId), eq(payments.status, PaymentStatus.APPROVED)))
    .orderBy(payments.id);
  let n = 0;
  for (const payment of approved) {
    n++;
    if (payment.method === PaymentMethod.HAND) {
      await payByHand(
        db,
        auth,
        payment.id,
        `BANK-${monthOf(upTo.period).replace('-', '')}-${String(n).padStart(3, '0')}`,
      );
      continue;
    }
    // A Wise payment the demo cannot send: shown as Wise reported it sent.
    await db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: PaymentStatus.SENT, transferStatus: 'outgoing_payment_sent', paidAt: sql`now()` })
        .where(eq(payments.id, payment.id));
      await finishRunIfDone(tx, runId);
    });
  }
}
