import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { ActivityKind, NOTE_ACTION } from '../shared/activityLog';
import { activityLogs } from './entities/activityLog/table';
import { agreements } from './entities/agreements/table';
import { channels } from './entities/channels/table';
import { contactUsMessages } from './entities/contactUs/table';
import { users } from './entities/users/table';
import type { Database } from './platform/db/client';

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The demo's activity log (issue 37): the creation of Chloe's channels, contracts and messages as
 * the log would have recorded them, and the notes staff and Chloe's side wrote on them over the last
 * weeks, so the Activity Log Reports page has rows, a chart and notes for staff and for the creator.
 * Entries are written oldest first, so the hash chain's order follows time.
 */
export async function seedActivityNotes(db: Database): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'admin@example.com',
        'manager@example.com',
        'managerlimited@example.com',
        'creator@example.com',
        'creatorteam@example.com',
      ]),
    );
  const id = (email: string) => people.find((person) => person.email === email)!.id;
  const chloe = id('creator@example.com');
  const chloeChannels = await db
    .select({ id: channels.id, title: channels.channelTitle })
    .from(channels)
    .where(eq(channels.creatorId, chloe))
    .orderBy(asc(channels.createdAt));
  const contracts = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(eq(agreements.creatorId, chloe))
    .limit(2);
  const threads = await db
    .select({ id: contactUsMessages.id, sender: contactUsMessages.senderId })
    .from(contactUsMessages)
    .where(eq(contactUsMessages.creatorId, chloe))
    .limit(2);
  const channel = chloeChannels[0];
  if (!channel) return;

  type Entry = typeof activityLogs.$inferInsert;
  const system = (actor: string, action: string, entity: string, entityId: string, at: number): Entry => ({
    actorId: actor,
    action,
    entity,
    entityId,
    createdAt: hoursAgo(at),
  });
  const note = (actor: string, entity: string, entityId: string, text: string, at: number): Entry => ({
    actorId: actor,
    action: NOTE_ACTION,
    entity,
    entityId,
    kind: ActivityKind.NOTE,
    note: text,
    after: { digest: digest(text) },
    createdAt: hoursAgo(at),
  });
  const entries: Entry[] = [
    ...chloeChannels.map((row, index) =>
      system(id('manager@example.com'), 'create', 'channels', row.id, 500 - index),
    ),
    ...contracts.map((row, index) =>
      system(id('admin@example.com'), 'create', 'contracts', row.id, 450 - index),
    ),
    note(
      id('manager@example.com'),
      'channels',
      channel.id,
      `Checked ${channel.title} against the YouTube channel page: the owner's name matches the contract.`,
      430,
    ),
    ...contracts.map((row, index) =>
      note(
        id('admin@example.com'),
        'contracts',
        row.id,
        index === 0
          ? 'Signed copy received by email; the revenue share was agreed on the call of the 3rd.'
          : 'Renewal to be discussed two months before the end date.',
        400 - index,
      ),
    ),
    system(chloe, 'update', 'channels', channel.id, 300),
    note(chloe, 'channels', channel.id, 'Changed the channel description for the new travel season.', 299),
    ...threads.map((row, index) => system(row.sender, 'create', 'contact-us', row.id, 200 - index)),
    note(
      id('creatorteam@example.com'),
      'channels',
      channel.id,
      'Two videos from the Lisbon trip still show the old end screen: re-upload planned for Friday.',
      150,
    ),
    system(id('managerlimited@example.com'), 'status', 'channels', channel.id, 90),
    note(
      id('managerlimited@example.com'),
      'channels',
      channel.id,
      'Status set back to active after the monetisation review.',
      89,
    ),
    ...threads.map((row, index) =>
      note(
        id('manager@example.com'),
        'contact-us',
        row.id,
        index === 0 ? 'Replied; waiting for the video link.' : 'Forwarded to the claims team.',
        40 - index,
      ),
    ),
    system(chloe, 'update', 'users', chloe, 12),
  ];
  // One insert: the trigger chains the rows in this order (oldest first).
  await db.insert(activityLogs).values(entries);
}
