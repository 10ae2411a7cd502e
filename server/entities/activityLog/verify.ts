import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ACTIVITY_VERIFY_PAGE, ActivityKind, NOTE_ENTITY } from '../../../shared/activityLog';
import type { Database } from '../../platform/db/client';
import { sqlNoteDigest } from './notes';
import { activityLogs } from './table';

/** Why an entry breaks the chain. */
export type ChainBreak = 'unchained' | 'missing' | 'changed' | 'relinked' | 'note_changed';

export interface ChainCheck {
  ok: boolean;
  /** Entries whose hash was checked. */
  checked: number;
  /** The first entry that breaks its chain, and why; null when none does. */
  broken: { id: string; chain: number; seq: number | null; reason: ChainBreak } | null;
}

/** The hash the trigger gave an entry, computed again from what the row holds now (migration 0048_activity_log_chain.sql). */
const computed = sql<string>`activity_log_hash(${activityLogs.seq}, ${activityLogs.id}, ${activityLogs.prevHash},
  ${activityLogs.actorId}, ${activityLogs.action}, ${activityLogs.entity}, ${activityLogs.entityId},
  ${activityLogs.kind}, ${activityLogs.before}, ${activityLogs.after}, ${activityLogs.createdAt})`;

/**
 * The digest a note's last hashed entry says its text has: its last edit's, else its own. Edits are
 * numbered in their hashed `after` (./notes.ts): edits on different chains have no common seq. The
 * unnumbered ones are older than the chains, all on chain 0 in seq order.
 */
const recordedDigest = sql<string | null>`coalesce(
  (select edit.after from ${activityLogs} edit where edit.entity = ${NOTE_ENTITY}
    and edit.entity_id = ${activityLogs.id}
    order by (edit.after->>'edit')::int desc nulls last, edit.seq desc limit 1),
  ${activityLogs.after})->>'digest'`;

/** Why a row breaks the chain after the previous one, if it does. */
export function breakOf(
  row: { seq: number; prevHash: string | null; hash: string | null; computed: string },
  previous: { seq: number; hash: string | null },
): ChainBreak | undefined {
  // A gap: the entry before this one was removed.
  if (row.seq !== previous.seq + 1) return 'missing';
  if (row.hash !== row.computed) return 'changed';
  // The row holds itself together but not to the one before: it or its predecessor was rewritten.
  if (row.prevHash !== previous.hash) return 'relinked';
  return undefined;
}

/**
 * Walks each chain in seq order (the chains one after another, on their (chain, seq) index),
 * ACTIVITY_VERIFY_PAGE entries at a time, and names the first entry that is not as the trigger wrote
 * it: one written around the trigger (no seq), one after a gap, one whose content no longer gives its
 * hash, or one not linked to its predecessor's hash. Then each note's text is compared with the
 * digest its last chained entry holds. (Entries removed from the very end of a chain leave no trace in
 * it: that takes a copy of its last hash kept elsewhere.)
 */
export async function verifyChain(db: Database): Promise<ChainCheck> {
  const [unchained] = await db
    .select({ id: activityLogs.id, chain: activityLogs.chain })
    .from(activityLogs)
    .where(isNull(activityLogs.seq))
    .limit(1);
  if (unchained) return { ok: false, checked: 0, broken: { ...unchained, seq: null, reason: 'unchained' } };
  let chain = -1;
  let previous: { seq: number; hash: string | null } = { seq: 0, hash: null };
  let checked = 0;
  for (;;) {
    const rows = await db
      .select({
        id: activityLogs.id,
        chain: activityLogs.chain,
        seq: sql<number>`${activityLogs.seq}::float8`,
        prevHash: activityLogs.prevHash,
        hash: activityLogs.hash,
        computed,
      })
      .from(activityLogs)
      .where(sql`(${activityLogs.chain}, ${activityLogs.seq}) > (${chain}, ${previous.seq})`)
      .orderBy(asc(activityLogs.chain), asc(activityLogs.seq))
      .limit(ACTIVITY_VERIFY_PAGE);
    for (const row of rows) {
      // Each chain starts from nothing.
      if (row.chain !== chain) [chain, previous] = [row.chain, { seq: 0, hash: null }];
      const reason = breakOf(row, previous);
      if (reason) return { ok: false, checked, broken: { id: row.id, chain, seq: row.seq, reason } };
      previous = { seq: row.seq, hash: row.hash };
      checked += 1;
    }
    if (rows.length < ACTIVITY_VERIFY_PAGE) break;
  }
  const [note] = await db
    .select({ id: activityLogs.id, chain: activityLogs.chain, seq: sql<number>`${activityLogs.seq}::float8` })
    .from(activityLogs)
    .where(
      and(eq(activityLogs.kind, ActivityKind.NOTE), sql`${sqlNoteDigest} is distinct from ${recordedDigest}`),
    )
    .orderBy(asc(activityLogs.seq))
    .limit(1);
  if (note) return { ok: false, checked, broken: { ...note, reason: 'note_changed' } };
  return { ok: true, checked, broken: null };
}
