import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { contactUs as declaration } from '../../../shared/resources/contactUs';
import { rolesOf } from '../../../shared/resources';
import { isCreatorSide } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { declaredList } from '../../platform/http/listQuery';
import { users } from '../users/table';
import { contactUsMessages, contactUsReplies, type ContactUsStatus } from './table';

export interface ContactUsFilter {
  status?: ContactUsStatus;
  assignee?: string;
}

const t = contactUsMessages;

// Names are read by scalar subqueries on the page's rows only (listTable's pageFirst).
const nameOf = (column: string) =>
  sql<string>`(select u.name from ${users} u where u.id = ${t}.${sql.identifier(column)})`;

export const contactUsListSpec = declaredList<ContactUsFilter>(declaration.whitelist, {
  sortable: { created_at: t.createdAt, last_at: t.lastAt, status: t.status },
  defaultSort: { field: 'last_at', order: 'DESC' },
  // Trigram indexes on lower(subject) and lower(message).
  searchable: [t.subject, t.message],
  id: t.id,
  countApart: true,
  // Free text: a common word is in a good share of the threads, and counting them all is the cost.
  countUpToLimit: true,
  filters: {
    status: (status) => eq(t.status, status),
    assignee: (id) => eq(t.assigneeId, id),
  },
});

export const contactUsView = {
  _id: t.id,
  subject: t.subject,
  message: t.message,
  status: t.status,
  sender: t.senderId,
  sender_name: nameOf('sender_id'),
  creator: t.creatorId,
  creator_name: nameOf('creator_id'),
  assignee: t.assigneeId,
  assignee_name: sql<string | null>`(select u.name from ${users} u where u.id = ${t}.assignee_id)`,
  reply_count: sql<number>`(select count(*)::int from ${contactUsReplies} r where r.message_id = ${t}.id)`,
  attachment_name: t.attachmentName,
  attachment_type: t.attachmentType,
  attachment_size: t.attachmentSize,
  last_at: t.lastAt,
  created_at: t.createdAt,
};

/** Staff read every thread; a creator's side (the creator or its team) only the creator's own. */
export function visibleThreads(auth: AuthContext): SQL | undefined {
  if (!auth.ownerId) return undefined;
  if (isCreatorSide(auth.type)) return eq(t.creatorId, auth.ownerId);
  // Nobody else's side reads messages (the declaration refuses them before this).
  return sql`false`;
}

/** The thread's row if the caller may see it; 404 (not 403) for another creator's, so ids tell nothing. */
export async function threadFor(db: Database, auth: AuthContext, id: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), visibleThreads(auth)));
  if (!row) throw notFound('not_found.contact_us');
  return row;
}

/** One thread as the API answers it, with its replies oldest first. */
export async function threadView(db: Database, id: string) {
  const [row] = await db.select(contactUsView).from(t).where(eq(t.id, id));
  if (!row) throw notFound('not_found.contact_us');
  const replies = await db
    .select({
      _id: contactUsReplies.id,
      author: contactUsReplies.authorId,
      author_name: users.name,
      // Staff, who read every thread, write for the team.
      from_team: sql<boolean>`${inArray(users.type, [...rolesOf('contact-us', 'readAll')])}`,
      body: contactUsReplies.body,
      created_at: contactUsReplies.createdAt,
    })
    .from(contactUsReplies)
    .innerJoin(users, eq(users.id, contactUsReplies.authorId))
    .where(eq(contactUsReplies.messageId, id))
    .orderBy(contactUsReplies.createdAt, contactUsReplies.id);
  return { ...row, replies };
}
