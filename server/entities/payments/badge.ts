import { sql } from 'drizzle-orm';
import { OPEN_PAYMENTS, PayeeKind, RoyaltyLineState } from '../../../shared/royalties';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { royaltyLines } from '../royalties/table';
import { payments } from './table';

const openStatuses = sql.join(
  OPEN_PAYMENTS.map((status) => sql`${status}`),
  sql`, `,
);

/** Lines whose money is still owed: payable, and taken by no payment or by one not yet paid. */
const owed = sql`l.state = ${RoyaltyLineState.PAYABLE} and l.payee_kind <> ${PayeeKind.COMPANY}
  and (l.payment_id is null or exists (
    select 1 from ${payments} p where p.id = l.payment_id and p.status in (${openStatuses})))`;

/**
 * The Payments overview badge (`GET /payment/history/rights/holder/badge/count`): what is due to the
 * caller. A creator or rights holder (and their team, for their owner) counts the months with money
 * still owed to them; staff count the payees owed money, the ones the next run pays.
 */
export async function countDue(db: Database, auth: AuthContext): Promise<number> {
  const result = await db.execute(
    auth.ownerId === null
      ? sql`select count(*)::int as n from (select distinct l.payee_kind, l.payee_id
          from ${royaltyLines} l where l.payee_id is not null and ${owed}) d`
      : sql`select count(distinct l.period)::int as n from ${royaltyLines} l
          where l.payee_id = ${auth.ownerId} and ${owed}`,
  );
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}
