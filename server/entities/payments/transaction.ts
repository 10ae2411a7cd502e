import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { csvLine } from '../../../shared/csv';
import { microsToDecimal } from '../../../shared/money';
import { PaymentStatus } from '../../../shared/royalties';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { constant } from '../../platform/db/prepared';
import { sortOf } from '../../platform/http/listQuery';
import { pageWithTotal } from '../../platform/http/listTable';
import type { TokenCipher } from '../../platform/google/tokenCipher';
import { channels } from '../channels/table';
import { royaltyLines } from '../royalties/table';
import { users } from '../users/table';
import { youtubeVideos } from '../videos/table';
import { moneyFor } from './history';
import { lineCount, paymentAnswerOf, paymentsQuery } from './repository';
import { monthOf } from './runs';
import { paymentRunTotals, paymentRuns, payments } from './table';

/** The lines a transaction page shows; the statement has them all. */
export const LINES_SHOWN = 500;

/** The payments the caller may read: all for staff, the payee's own (their owner's for a team member). */
const paymentScope = (auth: AuthContext): SQL | undefined =>
  auth.ownerId === null ? undefined : eq(payments.payeeId, auth.ownerId);

/** A payment's lines with what they were for: the video, its channel, the month, the share. */
async function linesOf(db: Database, paymentId: string, limit?: number) {
  const query = db
    .select({
      period: royaltyLines.period,
      videoId: royaltyLines.videoId,
      videoTitle: youtubeVideos.title,
      channelTitle: channels.channelTitle,
      share: royaltyLines.share,
      amountMicros: royaltyLines.amountMicros,
      currency: royaltyLines.currency,
    })
    .from(royaltyLines)
    .leftJoin(youtubeVideos, eq(youtubeVideos.videoId, royaltyLines.videoId))
    .leftJoin(channels, eq(channels.id, royaltyLines.channelId))
    .where(eq(royaltyLines.paymentId, paymentId))
    .orderBy(asc(royaltyLines.period), asc(royaltyLines.videoId), asc(royaltyLines.id));
  return limit ? query.limit(limit) : query;
}

/**
 * One payment as the transaction page shows it (its lines, the transfer's state, the account it went
 * to), or undefined when the caller may not see it (a 404: another payee's payment is not theirs to
 * know of). Amounts are left out for those who never see money.
 */
export async function transactionOf(db: Database, auth: AuthContext, id: string, cipher: TokenCipher) {
  const [row] = await paymentsQuery(db, and(eq(payments.id, id), paymentScope(auth)));
  if (!row) return undefined;
  const money = moneyFor(auth);
  const lines = await linesOf(db, id, LINES_SHOWN);
  const answer = paymentAnswerOf(row, cipher, auth.type);
  return {
    ...answer,
    amount_micros: money ? answer.amount_micros : null,
    lines: lines.map((line) => ({
      period: monthOf(line.period),
      video_id: line.videoId,
      video_title: line.videoTitle,
      channel_title: line.channelTitle,
      share: line.share,
      amount_micros: money ? line.amountMicros.toString() : null,
    })),
  };
}

export interface PaymentListBody {
  page?: number;
  limit?: number;
  sort?: string;
  order?: string;
  filter?: { from?: string; to?: string; status?: PaymentStatus };
}

/**
 * What a row of the payments list reads: flat, so that it is rendered once (a compiled view) and
 * nothing the list does not show is read (the payee's setting, its account decrypted per row).
 */
const paymentListView = {
  id: payments.id,
  // Subqueries, not joins: PostgreSQL plans a three-table join in more time than it reads the page.
  period: sql<string>`(select ${paymentRuns.period} from ${paymentRuns} where ${paymentRuns.id} = ${payments.runId})`,
  payeeKind: payments.payeeKind,
  payeeName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${payments.payeeId})`,
  amountMicros: payments.amountMicros,
  currency: payments.currency,
  status: payments.status,
  method: payments.method,
  lines: lineCount,
  paidAt: payments.paidAt,
  createdAt: payments.createdAt,
};

/** The caller's payments (all for staff), newest first: the overview's recent payments. */
export async function listPayments(db: Database, auth: AuthContext, body: PaymentListBody) {
  const from = body.filter?.from;
  const to = body.filter?.to;
  const fromMonth = from ? sql`date_trunc('month', ${from}::date)::date` : undefined;
  // The months asked for, as the runs of those months (a couple of dozen rows).
  const runsOfPeriods =
    fromMonth || to
      ? db
          .select({ id: paymentRuns.id })
          .from(paymentRuns)
          .where(
            and(
              fromMonth ? gte(paymentRuns.period, fromMonth) : undefined,
              to ? lte(paymentRuns.period, to) : undefined,
            ),
          )
      : undefined;
  const where = and(
    paymentScope(auth),
    ne(payments.status, constant(PaymentStatus.CARRIED_OVER)),
    body.filter?.status ? eq(payments.status, body.filter.status) : undefined,
    runsOfPeriods ? inArray(payments.runId, runsOfPeriods) : undefined,
  );
  const direction = body.order?.toUpperCase() === 'ASC' ? asc : desc;
  const sort = sortOf(
    { amount: payments.amountMicros, created_at: payments.createdAt },
    body.sort,
    'created_at',
  );
  const limit = body.limit ?? 10;
  const offset = ((body.page ?? 1) - 1) * limit;
  // Staff's total over every payee from the runs' kept counts; a payee's own on its index.
  const total = paymentScope(auth)
    ? db.select({ total: count() }).from(payments).where(where)
    : db
        .select({ total: sql<number>`coalesce(sum(${paymentRunTotals.n}), 0)::int` })
        .from(paymentRunTotals)
        .where(
          and(
            ne(paymentRunTotals.status, constant(PaymentStatus.CARRIED_OVER)),
            body.filter?.status ? eq(paymentRunTotals.status, body.filter.status) : undefined,
            runsOfPeriods ? inArray(paymentRunTotals.runId, runsOfPeriods) : undefined,
          ),
        );
  const page = await pageWithTotal(
    db,
    paymentListView,
    payments,
    where,
    [direction(sort), direction(payments.id)],
    total,
    limit,
    offset,
  );
  const money = moneyFor(auth);
  return {
    total: page.total,
    data: page.rows.map((row) => ({
      _id: row.id,
      period: monthOf(row.period),
      payee_kind: row.payeeKind as 'creator' | 'rights_holder',
      payee_name: row.payeeName,
      amount_micros: money ? row.amountMicros.toString() : null,
      currency: row.currency,
      status: row.status,
      method: row.method,
      line_count: row.lines,
      paid_at: row.paidAt,
      created_at: row.createdAt,
    })),
  };
}

/** What a statement says: the payee, the period, the payment and every line. */
async function statementData(db: Database, auth: AuthContext, id: string) {
  const [row] = await db
    .select({ payment: payments, period: paymentRuns.period, payeeName: users.name, payeeEmail: users.email })
    .from(payments)
    .innerJoin(paymentRuns, eq(paymentRuns.id, payments.runId))
    .leftJoin(users, eq(users.id, payments.payeeId))
    .where(
      and(eq(payments.id, id), paymentScope(auth), inArray(payments.status, Object.values(PaymentStatus))),
    );
  if (!row) return undefined;
  return { ...row, lines: await linesOf(db, id) };
}

const CSV_HEADER = ['Month', 'Video', 'Video title', 'Channel', 'Share %', 'Amount', 'Currency'];

/** The statement as CSV: one row per line, formula-safe cells, the total last. */
export async function statementCsv(db: Database, auth: AuthContext, id: string) {
  const data = await statementData(db, auth, id);
  if (!data) return undefined;
  const rows = [
    csvLine(['Statement', data.payeeName ?? '', monthOf(data.period), data.payment.status]),
    csvLine(CSV_HEADER),
    ...data.lines.map((line) =>
      csvLine([
        monthOf(line.period),
        line.videoId,
        line.videoTitle ?? '',
        line.channelTitle ?? '',
        (line.share / 100).toFixed(2),
        microsToDecimal(line.amountMicros),
        line.currency,
      ]),
    ),
    csvLine(['Total', '', '', '', '', microsToDecimal(data.payment.amountMicros), data.payment.currency]),
  ];
  return {
    name: `statement-${monthOf(data.period)}-${id.slice(0, 8)}.csv`,
    body: Buffer.from(rows.join(''), 'utf8'),
  };
}

/** The statement as a PDF (pdfkit): the payee, the period, the payment's state, its lines and total. */
export async function statementPdf(db: Database, auth: AuthContext, id: string) {
  const data = await statementData(db, auth, id);
  if (!data) return undefined;
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: 'Royalty statement' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const { payment } = data;
  doc.fontSize(18).text('Royalty statement');
  doc.moveDown(0.5).fontSize(11);
  doc.text(`Payee: ${data.payeeName ?? ''} (${data.payeeEmail ?? ''})`);
  doc.text(`Period: up to ${monthOf(data.period)}`);
  doc.text(`Payment: ${payment.id}`);
  doc.text(`Status: ${payment.status}${payment.reference ? `, reference ${payment.reference}` : ''}`);
  if (payment.paidAt) doc.text(`Paid: ${payment.paidAt.toISOString().slice(0, 10)}`);
  doc.moveDown();
  doc.fontSize(9);
  for (const line of data.lines) {
    doc.text(
      `${monthOf(line.period)}  ${line.videoId}  ${(line.videoTitle ?? '').slice(0, 48)}  ${(line.share / 100).toFixed(2)}%  ${microsToDecimal(line.amountMicros)} ${line.currency}`,
    );
  }
  doc
    .moveDown()
    .fontSize(12)
    .text(`Total: ${microsToDecimal(payment.amountMicros)} ${payment.currency}`);
  doc.end();
  return { name: `statement-${monthOf(data.period)}-${id.slice(0, 8)}.pdf`, body: await done };
}
