import { eq } from 'drizzle-orm';
import { ContactUsStatus, contactUsMessages, contactUsReplies } from './entities/contactUs/table';
import type { Database } from './platform/db/client';

const HOUR = 3_600_000;
/** A moment some hours before the seed ran, so the threads read in the order they happened. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

/**
 * Contact Us demo threads: the demo creator's answered, assigned and closed ones (with replies of
 * both sides, one written by its team member), and two new ones the staff's menu badge counts.
 */
export async function seedMessages(db: Database, id: (email: string) => string): Promise<void> {
  const chloe = id('creator@example.com');
  const thread = (
    sender: string,
    creator: string,
    subject: string,
    message: string,
    status: ContactUsStatus,
    at: number,
    assignee?: string,
  ) => ({
    senderId: id(sender),
    creatorId: creator,
    subject,
    message,
    status,
    assigneeId: assignee ? id(assignee) : null,
    createdAt: hoursAgo(at),
    lastAt: hoursAgo(at),
  });
  const rows = await db
    .insert(contactUsMessages)
    .values([
      thread(
        'creator@example.com',
        chloe,
        'Claim on my vlog',
        'A claim hit my travel vlog from last week. The music is from the library I licensed. Can you check it?',
        ContactUsStatus.NEW,
        3,
      ),
      thread(
        'maya.lens@example.com',
        id('maya.lens@example.com'),
        'Payout date',
        'When is the next payout? My dashboard shows last month as pending.',
        ContactUsStatus.NEW,
        5,
      ),
      thread(
        'creatorteam@example.com',
        chloe,
        'Adding a second channel',
        'Chloe wants to add her shorts channel. Do we connect it the same way as the first one?',
        ContactUsStatus.OPEN,
        50,
        'manager@example.com',
      ),
      thread(
        'creator@example.com',
        chloe,
        'Invoice for March',
        'Could you send me the statement for March as a PDF?',
        ContactUsStatus.CLOSED,
        200,
        'admin@example.com',
      ),
      thread(
        'leo.beats@example.com',
        id('leo.beats@example.com'),
        'Thanks',
        'The beat library works well.',
        ContactUsStatus.CLOSED,
        300,
      ),
    ])
    .returning({ id: contactUsMessages.id, subject: contactUsMessages.subject });
  const threadId = (subject: string) => rows.find((row) => row.subject === subject)!.id;
  const reply = (subject: string, author: string, body: string, at: number) => ({
    messageId: threadId(subject),
    authorId: id(author),
    body,
    createdAt: hoursAgo(at),
  });
  const replies = [
    reply(
      'Adding a second channel',
      'manager@example.com',
      'Yes: open Channels, choose Add New and sign in with the Google account that owns the shorts channel.',
      48,
    ),
    reply('Adding a second channel', 'creatorteam@example.com', 'Thanks, we will do it this week.', 46),
    reply('Invoice for March', 'admin@example.com', 'Done: the statement is under Payments, March.', 190),
    reply('Invoice for March', 'creator@example.com', 'Got it, thank you!', 188),
    reply('Thanks', 'manager@example.com', 'Glad to hear it!', 290),
  ];
  await db.insert(contactUsReplies).values(replies);
  // Each thread's latest message or reply is when its conversation last moved.
  for (const messageId of new Set(replies.map((r) => r.messageId))) {
    const last = replies.filter((r) => r.messageId === messageId).at(-1)!;
    await db
      .update(contactUsMessages)
      .set({ lastAt: last.createdAt })
      .where(eq(contactUsMessages.id, messageId));
  }
}
