import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { ACTIVITY_NOTES_PER_HOUR, ActivityKind, NOTE_ACTION, NOTE_ENTITY } from '../../../shared/activityLog';
import { canDo } from '../../../shared/resources';
import { msg } from '../../../shared/serverMessages';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { conflict, forbidden, notFound, tooManyRequests } from '../../platform/http/errors';
import { takeAttempt } from '../../platform/throttles/throttle';
import { activityScope } from './scope';
import { activityLogs } from './table';

const HOUR_MS = 60 * 60 * 1000;
const NOTE_POLICY = { free: ACTIVITY_NOTES_PER_HOUR, windowMs: HOUR_MS };

/** A note's digest as the chain keeps it; SQL's `encode(sha256(convert_to(note, 'UTF8')), 'hex')`. */
export const noteDigest = (text: string | null) =>
  text === null ? null : createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Adds a note on a record the caller sees: one that has an entry the caller reads (./scope), so a
 * creator cannot write on (nor learn of) another's record. Each person writes at most
 * ACTIVITY_NOTES_PER_HOUR notes an hour. The text is kept outside the hash; its digest is in the
 * hashed `after`, so a text changed in SQL is caught by the check (./verify).
 */
export async function addNote(
  db: Database,
  auth: AuthContext,
  body: { entity: string; entity_id: string; note: string },
) {
  const [seen] = await db
    .select({ id: activityLogs.id })
    .from(activityLogs)
    .where(
      and(
        activityScope(auth),
        eq(activityLogs.entity, body.entity),
        eq(activityLogs.entityId, body.entity_id),
      ),
    )
    .limit(1);
  if (!seen) throw notFound('not_found.record');
  const slot = await takeAttempt(db, `activity-note:${auth.userId}`, NOTE_POLICY);
  if (!slot.allowed) {
    throw tooManyRequests(
      msg('activity.too_many_notes', { count: ACTIVITY_NOTES_PER_HOUR }),
      slot.retryAfterMs,
    );
  }
  const note = body.note.trim();
  const [row] = await db
    .insert(activityLogs)
    .values({
      actorId: auth.userId,
      action: NOTE_ACTION,
      entity: body.entity,
      entityId: body.entity_id,
      kind: ActivityKind.NOTE,
      note,
      after: { digest: noteDigest(note) },
    })
    .returning({ id: activityLogs.id });
  return row!.id;
}

/**
 * The note the caller may change, locked for the change: 404 when the caller does not see the entry,
 * 403 for an entry the system wrote (never changed) or another's note (unless the declaration lets
 * the caller change anyone's), 409 once deleted.
 */
async function ownNote(tx: Database, auth: AuthContext, id: string) {
  const [entry] = await tx
    .select({ kind: activityLogs.kind, actorId: activityLogs.actorId, note: activityLogs.note })
    .from(activityLogs)
    .where(and(eq(activityLogs.id, id), activityScope(auth)))
    .for('update');
  if (!entry) throw notFound('not_found.record');
  if (entry.kind !== ActivityKind.NOTE) throw forbidden('activity.system_entry');
  if (entry.actorId !== auth.userId && !canDo('activity-log-reports', 'editAnyNote', auth.type)) {
    throw forbidden('activity.not_author');
  }
  if (entry.note === null) throw conflict('activity.note_deleted');
  return entry as typeof entry & { note: string };
}

/**
 * Changes a note's text, or deletes it (`null`). The note's entry stays in the chain (removing it
 * would break every hash after it): a deletion clears the text and leaves a tombstone. Each change is
 * itself a system entry, chained, holding the digests before and after and its number among the
 * note's edits, so the check knows which text each note must have and the log keeps who changed it
 * and when.
 */
export async function changeNote(db: Database, auth: AuthContext, id: string, text: string | null) {
  await db.transaction(async (tx) => {
    const entry = await ownNote(tx, auth, id);
    const note = text === null ? null : text.trim();
    await tx.update(activityLogs).set({ note }).where(eq(activityLogs.id, id));
    // Numbered under the note's lock: its edits may be on different chains, so their order is this.
    const [edits] = await tx
      .select({ n: count() })
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, NOTE_ENTITY), eq(activityLogs.entityId, id)));
    await tx.insert(activityLogs).values({
      actorId: auth.userId,
      action: note === null ? 'delete' : 'update',
      entity: NOTE_ENTITY,
      entityId: id,
      before: { digest: noteDigest(entry.note) },
      after: { digest: noteDigest(note), edit: edits!.n + 1 },
    });
  });
}

/** The SQL digest of an entry's note, the same as noteDigest. */
export const sqlNoteDigest = sql<string | null>`case when ${activityLogs.note} is null then null
  else encode(sha256(convert_to(${activityLogs.note}, 'UTF8')), 'hex') end`;
