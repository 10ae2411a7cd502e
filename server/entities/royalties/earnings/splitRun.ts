import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ClaimStatus } from '../../../../shared/claims';
import { BASIS_POINTS_WHOLE } from '../../../../shared/constants';
import {
  PayeeKind,
  RevenueImportStatus,
  RevenueSource,
  type RoyaltyLineState,
} from '../../../../shared/royalties';
import { msg } from '../../../../shared/serverMessages';
import type { Database } from '../../../platform/db/client';
import { PermanentJobError } from '../../../platform/jobs/queue';
import { agreements } from '../../agreements/table';
import { channels } from '../../channels/table';
import { manualClaims } from '../../claims/table';
import { youtubeVideos } from '../../videos/table';
import { lineChanges } from '../changes';
import { stateAtSplit } from '../held';
import { firstDayOf } from '../repository';
import { agreementFor, inForceIn, sharesOf, type AgreementTerms } from '../shares';
import { SplitError, splitRevenue, type Payee, type PayeeShare, type RoyaltyLine } from '../split';
import { revenueImports, revenueLines, royaltyLines } from '../table';
import { rebuildRollups } from './rollups';
import { royaltySplitAudits, type SplitAuditChange, type SplitAuditKept } from './table';

/** Claims whose revenue is no longer the claimant's (held.ts voids what they held). */
const LET_GO = [ClaimStatus.RELEASED, ClaimStatus.TAKEDOWN, ClaimStatus.DELETED];
/** Lines written per statement. */
const INSERT_BATCH = 2000;
/** The changes an audit keeps in full (its counts cover them all). */
const AUDIT_CHANGES_KEPT = 1000;
/** The first key of the split runs' advisory lock: one run per month at a time. */
const SPLIT_LOCK = 4_242_037;

/** A video's month of revenue, with what we know of it. */
interface VideoRevenue {
  videoId: string;
  amount: bigint;
  channelId: string | null;
  creatorId: string | null;
}

interface ClaimTerms {
  id: string;
  videoId: string;
  rightsHolderId: string;
  status: ClaimStatus;
  overrideAgreementId: string | null;
}

type NewLine = typeof royaltyLines.$inferInsert;

export interface SplitSummary {
  auditId: string;
  revenueMicros: bigint;
  linesBefore: number;
  linesAfter: number;
  changed: number;
  kept: number;
}

/**
 * The month's revenue in force per video. One import per month and source is in force; when both
 * sources have one, the report file is read (it is what YouTube pays out on), the Analytics API's
 * estimate only without it, so a month is never counted twice.
 */
async function revenueOf(db: Database, period: string): Promise<VideoRevenue[]> {
  const inForce = await db
    .select({ id: revenueImports.id, source: revenueImports.source })
    .from(revenueImports)
    .where(and(eq(revenueImports.period, period), eq(revenueImports.status, RevenueImportStatus.IMPORTED)));
  const chosen =
    inForce.find((row) => row.source === RevenueSource.REPORT) ??
    inForce.find((row) => row.source === RevenueSource.ANALYTICS);
  if (!chosen) return [];
  const rows = await db
    .select({
      videoId: revenueLines.videoId,
      amount: sql<string>`sum(${revenueLines.amountMicros})::text`,
      channelId: sql<string | null>`min(${channels.id}::text)`,
      creatorId: sql<string | null>`min(${channels.creatorId}::text)`,
    })
    .from(revenueLines)
    .leftJoin(youtubeVideos, eq(youtubeVideos.videoId, revenueLines.videoId))
    .leftJoin(channels, eq(channels.id, youtubeVideos.channelId))
    .where(eq(revenueLines.importId, chosen.id))
    .groupBy(revenueLines.videoId)
    .orderBy(revenueLines.videoId);
  return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
}

/**
 * The claim whose revenue a video's month is: of the video's claims still standing (filed, in force
 * or under dispute), the first filed (YouTube pays a claimed video's revenue to one claimant; a
 * second claim on another asset does not split it again). A claim let go (released, turned into a
 * takedown, deleted) makes no revenue the claimant's (held.ts): its video earns as unclaimed, and the
 * lines it held before are void until the month is split again.
 */
async function claimsOf(db: Database, period: string): Promise<Map<string, ClaimTerms>> {
  const rows = await db
    .select({
      id: manualClaims.id,
      videoId: manualClaims.videoId,
      rightsHolderId: manualClaims.rightsHolderId,
      status: manualClaims.status,
      overrideAgreementId: manualClaims.overrideAgreementId,
    })
    .from(manualClaims)
    .where(
      and(
        notInArray(manualClaims.status, LET_GO),
        inArray(
          manualClaims.videoId,
          db
            .selectDistinct({ id: revenueLines.videoId })
            .from(revenueLines)
            .innerJoin(revenueImports, eq(revenueImports.id, revenueLines.importId))
            .where(
              and(eq(revenueImports.period, period), eq(revenueImports.status, RevenueImportStatus.IMPORTED)),
            ),
        ),
      ),
    )
    .orderBy(manualClaims.createdAt, manualClaims.id);
  const byVideo = new Map<string, ClaimTerms>();
  for (const row of rows) if (!byVideo.has(row.videoId)) byVideo.set(row.videoId, row);
  return byVideo;
}

type Terms = AgreementTerms & { title: string };

async function agreementsOf(db: Database): Promise<Terms[]> {
  return db
    .select({
      id: agreements.id,
      rightsHolderId: agreements.rightsHolderId,
      creatorId: agreements.creatorId,
      channelId: agreements.channelId,
      startDate: agreements.startDate,
      endDate: agreements.endDate,
      status: agreements.status,
      revenueShare: agreements.revenueShare,
      title: agreements.title,
    })
    .from(agreements);
}

/**
 * The agreement a video's month is split by:
 * - unclaimed: the agreement in force for its channel (shares.ts agreementFor);
 * - claimed: the claim's override agreement when staff claimed past the licence check with one (and
 *   it is in force that month), else the agreement in force between the video's creator and the
 *   claim's rights holder. A claim with no such agreement (a third party's video, or a creator who
 *   holds no licence from the claimant) pays the claimant the whole revenue: the company collected it
 *   for the claimant's content, as YouTube pays a monetised claim's revenue to the claimant, and no
 *   agreement gives anyone else a part (sharesOfClaim).
 */
function agreementOf(
  all: readonly Terms[],
  video: VideoRevenue,
  claim: ClaimTerms | undefined,
  month: string,
) {
  if (claim?.overrideAgreementId) {
    const override = all.find((a) => a.id === claim.overrideAgreementId);
    if (override && inForceIn(override, month)) return override;
  }
  if (!video.creatorId || !video.channelId) return undefined;
  const candidates = claim ? all.filter((a) => a.rightsHolderId === claim.rightsHolderId) : all;
  return agreementFor(candidates, { creatorId: video.creatorId, channelId: video.channelId }, month) as
    Terms | undefined;
}

/** The shares of a video's month: its agreement's, or a claim's rights holder's alone without one. */
function sharesOfClaim(agreement: Terms | undefined, claim: ClaimTerms | undefined): PayeeShare[] {
  if (agreement || !claim) return sharesOf(agreement);
  return [{ payee: { kind: PayeeKind.RIGHTS_HOLDER, id: claim.rightsHolderId }, share: BASIS_POINTS_WHOLE }];
}

/** A split refused, as the run's failure: which agreement, which month, what to do. */
function refusal(error: SplitError, agreement: { title: string; revenueShare: unknown }, month: string) {
  const params = { agreement: agreement.title, share: String(agreement.revenueShare), period: month };
  return new PermanentJobError(
    error.code === 'shares_over_100'
      ? msg('earnings.shares_over_100', params)
      : msg('earnings.invalid_share', params),
  );
}

/** The new lines of every video of the month (pure once the rows are read). */
function newLines(
  month: string,
  revenue: readonly VideoRevenue[],
  claims: Map<string, ClaimTerms>,
  all: readonly Terms[],
): Map<string, NewLine[]> {
  const period = firstDayOf(month);
  const byVideo = new Map<string, NewLine[]>();
  for (const video of revenue) {
    const claim = claims.get(video.videoId);
    const agreement = agreementOf(all, video, claim, month);
    let lines: RoyaltyLine[];
    try {
      // A month that nets negative (YouTube's corrections) is taken back by the same rule: its size
      // split, each line negated, so the lines still add up exactly to it.
      const negative = video.amount < 0n;
      lines = splitRevenue(negative ? -video.amount : video.amount, sharesOfClaim(agreement, claim));
      if (negative) lines = lines.map((line) => ({ ...line, amount: -line.amount }));
    } catch (error) {
      if (error instanceof SplitError && agreement) throw refusal(error, agreement, month);
      throw error;
    }
    const state: RoyaltyLineState = stateAtSplit(claim ? claim.status : null);
    byVideo.set(
      video.videoId,
      lines.map((line) => ({
        period,
        videoId: video.videoId,
        claimId: claim?.id ?? null,
        channelId: video.channelId,
        creatorId: video.creatorId,
        rightsHolderId: claim?.rightsHolderId ?? agreement?.rightsHolderId ?? null,
        agreementId: agreement?.id ?? null,
        payeeKind: line.payee.kind,
        payeeId: line.payee.kind === PayeeKind.COMPANY ? null : line.payee.id,
        share: line.share,
        amountMicros: line.amount,
        state,
      })),
    );
  }
  return byVideo;
}

const payeeOf = (kind: string, id: string | null): Payee =>
  kind === PayeeKind.COMPANY ? { kind: PayeeKind.COMPANY } : { kind: kind as 'creator', id: id! };

/**
 * Splits a month's revenue in force ('YYYY-MM') into royalty lines, in one transaction:
 * - the month's unpaid lines are replaced by the new ones, and the rollups rebuilt from them;
 * - a video whose month has a line a payment took (payment_id set) keeps all its lines as they are
 *   (they were paid on that split; changing the rest would make them add up to another amount):
 *   the audit names it with what the revenue now says, for staff to settle by hand;
 * - the audit keeps what moved, per video (and claim) and payee.
 * Refused (PermanentJobError) when an agreement's shares pass 100%: nothing is written.
 */
export async function runSplit(
  db: Database,
  month: string,
  requestedBy: string | null,
  progress: (percent: number) => Promise<void> = async () => undefined,
): Promise<SplitSummary> {
  const period = firstDayOf(month);
  const revenue = await revenueOf(db, period);
  const claims = await claimsOf(db, period);
  const planned = newLines(month, revenue, claims, await agreementsOf(db));
  await progress(30);
  // Progress is written by the caller's connection: never from inside the transaction (PGlite has one).
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SPLIT_LOCK))}, hashtext(${period}))`);
    // Locked, so a payment run taking lines waits for this run and then finds the new ones.
    const before = await tx
      .select({
        videoId: royaltyLines.videoId,
        claimId: royaltyLines.claimId,
        payeeKind: royaltyLines.payeeKind,
        payeeId: royaltyLines.payeeId,
        share: royaltyLines.share,
        amountMicros: royaltyLines.amountMicros,
        paymentId: royaltyLines.paymentId,
      })
      .from(royaltyLines)
      .where(eq(royaltyLines.period, period))
      .for('update');
    const paidVideos = new Set(before.filter((line) => line.paymentId !== null).map((line) => line.videoId));
    const beforeByVideo = new Map<string, typeof before>();
    for (const line of before)
      beforeByVideo.set(line.videoId, [...(beforeByVideo.get(line.videoId) ?? []), line]);

    const kept: SplitAuditKept[] = [...paidVideos].map((videoId) => {
      const lines = beforeByVideo.get(videoId)!;
      return {
        video_id: videoId,
        claim_id: lines[0]!.claimId,
        kept: lines.reduce((sum, line) => sum + line.amountMicros, 0n).toString(),
        revenue: (revenue.find((v) => v.videoId === videoId)?.amount ?? 0n).toString(),
      };
    });
    const changes: SplitAuditChange[] = [];
    let changed = 0;
    for (const videoId of new Set([...beforeByVideo.keys(), ...planned.keys()])) {
      if (paidVideos.has(videoId)) continue;
      type Line = Pick<NewLine, 'payeeKind' | 'payeeId' | 'share' | 'amountMicros'>;
      const asLines = (lines: readonly Line[]) =>
        lines.map((line) => ({
          payee: payeeOf(line.payeeKind, line.payeeId ?? null),
          share: line.share,
          amount: line.amountMicros,
        }));
      const old = beforeByVideo.get(videoId) ?? [];
      // A first split of a video is no change to audit.
      if (old.length === 0) continue;
      const now = planned.get(videoId) ?? [];
      for (const change of lineChanges(asLines(old), asLines(now))) {
        changed++;
        if (changes.length >= AUDIT_CHANGES_KEPT) continue;
        changes.push({
          video_id: videoId,
          claim_id: now[0]?.claimId ?? old[0]!.claimId,
          payee_kind: change.payee.kind,
          payee_id: change.payee.kind === PayeeKind.COMPANY ? null : change.payee.id,
          before: change.before.toString(),
          after: change.after.toString(),
        });
      }
    }

    await tx.delete(royaltyLines).where(
      and(
        eq(royaltyLines.period, period),
        sql`${royaltyLines.paymentId} is null`,
        paidVideos.size
          ? sql`${royaltyLines.videoId} not in (${sql.join(
              [...paidVideos].map((id) => sql`${id}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
    const fresh = [...planned.entries()]
      .filter(([videoId]) => !paidVideos.has(videoId))
      .flatMap(([, l]) => l);
    for (let i = 0; i < fresh.length; i += INSERT_BATCH) {
      await tx.insert(royaltyLines).values(fresh.slice(i, i + INSERT_BATCH));
    }
    await rebuildRollups(tx, period);
    const revenueMicros = revenue.reduce((sum, video) => sum + video.amount, 0n);
    const linesAfter = fresh.length + before.filter((line) => paidVideos.has(line.videoId)).length;
    const [audit] = await tx
      .insert(royaltySplitAudits)
      .values({
        period,
        requestedBy,
        revenueMicros,
        linesBefore: before.length,
        linesAfter,
        changeCount: changed,
        changes,
        kept,
      })
      .returning({ id: royaltySplitAudits.id });
    return {
      auditId: audit!.id,
      revenueMicros,
      linesBefore: before.length,
      linesAfter,
      changed,
      kept: kept.length,
    };
  });
  await progress(100);
  return summary;
}
