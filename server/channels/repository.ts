import type { Static } from '@sinclair/typebox';
import { and, count, eq, ne, sql, type AnyColumn } from 'drizzle-orm';
import { DELETED_STATUS } from '../../shared/constants';
import type { Database } from '../db/client';
import { planList, type ListSpec } from '../http/listQuery';
import { users } from '../users/table';
import type { ChannelCreateBody, ChannelFilter, ChannelListBody, ChannelUpdateBody } from './schemas';
import type { AuthContext } from '../auth/context';
import { visibleChannels } from './access';
import { channelCounts, channels, type ChannelRow } from './table';

/** Status is applied by statusCondition (it also shapes the total), ids by planList. */
type Filter = Omit<Static<typeof ChannelFilter>, 'ids' | 'status'>;

const listSpec: ListSpec<Filter> = {
  sortable: {
    channel_title: channels.channelTitle,
    channel_id: channels.channelId,
    channel_start_date: channels.channelStartDate,
    status: channels.status,
    created_at: channels.createdAt,
    updated_at: channels.updatedAt,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [channels.channelTitle, channels.channelId],
  id: channels.id,
  filters: {
    creator: (creator) => eq(channels.creatorId, creator),
  },
};

const view = {
  _id: channels.id,
  channel_id: channels.channelId,
  channel_title: channels.channelTitle,
  channel_description: channels.channelDescription,
  channel_start_date: channels.channelStartDate,
  channel_icon_url: channels.channelIconUrl,
  icon_type: channels.iconType,
  creator: channels.creatorId,
  creator_name: users.name,
  status: channels.status,
  created_at: channels.createdAt,
  updated_at: channels.updatedAt,
};

type ListBody = Static<typeof ChannelListBody>;

/** Deleted channels stay out of the default list; asking for status 3 shows them. */
const statusCondition = (body: ListBody, column: AnyColumn) =>
  body.filter?.status === undefined ? ne(column, DELETED_STATUS) : eq(column, body.filter.status);

/**
 * The two queries of a list call: the page, and its total. Without search or ids the total is a
 * sum over channel_counts (exact, kept by a trigger), so it costs the same at any table size.
 */
export function channelListQueries(db: Database, body: ListBody, auth: AuthContext) {
  const { status: _status, ...otherFilters } = body.filter ?? {};
  const plan = planList(
    listSpec,
    { ...body, filter: otherFilters },
    and(visibleChannels(auth), statusCondition(body, channels.status)),
  );
  const page = db
    .select(view)
    .from(channels)
    .innerJoin(users, eq(users.id, channels.creatorId))
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const summarised = !body.search?.trim() && !body.filter?.ids;
  const total = summarised
    ? db
        .select({ total: sql<number>`coalesce(sum(${channelCounts.n}), 0)::int` })
        .from(channelCounts)
        .where(
          and(
            visibleChannels(auth, channelCounts.creatorId),
            statusCondition(body, channelCounts.status),
            body.filter?.creator ? eq(channelCounts.creatorId, body.filter.creator) : undefined,
          ),
        )
    : db.select({ total: count() }).from(channels).where(plan.where);
  return { page, total };
}

export async function listChannels(db: Database, body: ListBody, auth: AuthContext) {
  const queries = channelListQueries(db, body, auth);
  const [data, [{ total }]] = await Promise.all([queries.page, queries.total]);
  return { data, total };
}

export async function findChannel(db: Database, id: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id));
  return row;
}

export async function channelView(db: Database, id: string) {
  const [row] = await db
    .select(view)
    .from(channels)
    .innerJoin(users, eq(users.id, channels.creatorId))
    .where(eq(channels.id, id));
  return row;
}

export async function isChannelRegistered(db: Database, channelId: string): Promise<boolean> {
  const [row] = await db.select({ id: channels.id }).from(channels).where(eq(channels.channelId, channelId));
  return row !== undefined;
}

export async function insertChannel(
  db: Database,
  body: Static<typeof ChannelCreateBody>,
  creatorId: string,
): Promise<string> {
  const [row] = await db
    .insert(channels)
    .values({
      channelId: body.channel_id,
      channelTitle: body.channel_title.trim(),
      channelDescription: body.channel_description ?? '',
      channelStartDate: body.channel_start_date ?? null,
      channelIconUrl: body.channel_icon_url ?? null,
      iconType: body.icon_type ?? '1',
      creatorId,
      status: body.status ?? 1,
    })
    .returning({ id: channels.id });
  return row.id;
}

export async function updateChannel(db: Database, id: string, body: Static<typeof ChannelUpdateBody>) {
  await db
    .update(channels)
    .set({
      ...(body.channel_title !== undefined && { channelTitle: body.channel_title.trim() }),
      ...(body.channel_description !== undefined && { channelDescription: body.channel_description }),
      ...(body.channel_start_date !== undefined && { channelStartDate: body.channel_start_date }),
      ...(body.channel_icon_url !== undefined && { channelIconUrl: body.channel_icon_url }),
      updatedAt: sql`now()`,
    })
    .where(eq(channels.id, id));
}

export const setChannelStatus = (db: Database, id: string, status: number) =>
  db
    .update(channels)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(channels.id, id));
