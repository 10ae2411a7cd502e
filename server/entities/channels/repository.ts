import { channels as channelsDeclaration } from '../../../shared/resources/channels';
import type { Static } from '@sinclair/typebox';
import { and, count, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DELETED_STATUS } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { declaredList, planList, readList, type ListSource } from '../../platform/http/listQuery';
import { pageFirst } from '../../platform/http/listTable';
import { users } from '../users/table';
import type { ChannelCreateBody, ChannelFilter, ChannelListBody, ChannelUpdateBody } from './schemas';
import type { AuthContext } from '../../platform/auth/context';
import { visibleChannels } from './visibility';
import { channelCounts, channels, channelStatusTotals, type ChannelRow } from './table';
import { constant } from '../../platform/db/prepared';

/** Status is applied by statusCondition (it also shapes the total), ids by planList. */
type Filter = Omit<Static<typeof ChannelFilter>, 'ids' | 'status'>;

export const channelListSpec = declaredList<Filter>(channelsDeclaration.whitelist, {
  sortable: {
    channel_title: channels.channelTitle,
    channel_id: channels.channelId,
    channel_start_date: channels.channelStartDate,
    status: channels.status,
    created_at: channels.createdAt,
    updated_at: channels.updatedAt,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [channels.channelTitle],
  searchablePrefix: [channels.channelId],
  id: channels.id,
  filters: {
    creator: (creator) => eq(channels.creatorId, creator),
  },
});

/**
 * A channel as the API shows it. The creator's name comes from a scalar subquery, not a join: with a
 * join the planner weighs every index of both tables, and planning then costs ten times the page.
 */
export const channelFields = {
  _id: channels.id,
  channel_id: channels.channelId,
  channel_title: channels.channelTitle,
  channel_description: channels.channelDescription,
  channel_start_date: channels.channelStartDate,
  channel_icon_url: channels.channelIconUrl,
  icon_type: channels.iconType,
  verification: channels.verification,
  creator: channels.creatorId,
  creator_name: sql<string>`(select creator.name from ${users} creator where creator.id = ${channels.creatorId})`,
  status: channels.status,
  removal_requested_at: channels.removalRequestedAt,
  created_at: channels.createdAt,
  updated_at: channels.updatedAt,
};

type ListBody = Static<typeof ChannelListBody>;
type ChannelView = NonNullable<Awaited<ReturnType<typeof channelView>>>;

/** Deleted channels stay out of the default list; asking for status 3 shows them. */
const statusCondition = (body: ListBody, column: AnyColumn) =>
  body.filter?.status === undefined ? ne(column, constant(DELETED_STATUS)) : eq(column, body.filter.status);

/**
 * A list call. Without search or ids the total is kept by the database (channel_counts per creator,
 * channel_status_totals over everyone), so it costs the same at any table size.
 */
export function channelListSource(db: Database, body: ListBody, auth: AuthContext) {
  const { status: _status, ...otherFilters } = body.filter ?? {};
  const plan = planList(
    channelListSpec,
    { ...body, filter: otherFilters },
    and(visibleChannels(auth), statusCondition(body, channels.status)),
  );
  const source: ListSource<ChannelView> = {
    page: (args) => pageFirst(db, channels, channels.id, channelFields, plan.sortKey, args),
    count: (where) => db.select({ total: count() }).from(channels).where(where),
  };
  if (!body.search?.trim() && !body.filter?.ids) source.keptTotal = keptTotal(db, body, auth);
  return { plan, source };
}

/** The total as a scalar subquery over the counts the trigger keeps. */
function keptTotal(db: Database, body: ListBody, auth: AuthContext): SQL<number> {
  const sum = sql<number>`coalesce(sum(n), 0)::int`;
  const query =
    !auth.ownerId && !body.filter?.creator
      ? db
          .select({ total: sum })
          .from(channelStatusTotals)
          .where(statusCondition(body, channelStatusTotals.status))
      : db
          .select({ total: sum })
          .from(channelCounts)
          .where(
            and(
              visibleChannels(auth, channelCounts.creatorId),
              statusCondition(body, channelCounts.status),
              body.filter?.creator ? eq(channelCounts.creatorId, body.filter.creator) : undefined,
            ),
          );
  return sql<number>`(${query})`;
}

export function listChannels(db: Database, body: ListBody, auth: AuthContext) {
  const { plan, source } = channelListSource(db, body, auth);
  return readList(db, plan, source);
}

export async function findChannel(db: Database, id: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id));
  return row;
}

export async function channelView(db: Database, id: string) {
  const [row] = await db.select(channelFields).from(channels).where(eq(channels.id, id));
  return row;
}

export async function isChannelRegistered(db: Database, channelId: string): Promise<boolean> {
  const [row] = await db.select({ id: channels.id }).from(channels).where(eq(channels.channelId, channelId));
  return row !== undefined;
}

/** Columns a Google sign-in gives a new channel: YouTube's data and the encrypted tokens. */
export type ConnectedColumns = Pick<
  typeof channels.$inferInsert,
  | 'channelTitle'
  | 'channelDescription'
  | 'channelStartDate'
  | 'channelIconUrl'
  | 'accessToken'
  | 'refreshToken'
  | 'tokenExpiresAt'
  | 'verification'
>;

export async function insertChannel(
  db: Database,
  body: Static<typeof ChannelCreateBody> & { channel_title: string },
  creatorId: string,
  connected?: ConnectedColumns,
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
      ...connected,
    })
    .returning({ id: channels.id });
  return row.id;
}

/** The columns an update body sets. */
export const channelColumns = (body: Static<typeof ChannelUpdateBody>) => ({
  ...(body.channel_title !== undefined && { channelTitle: body.channel_title.trim() }),
  ...(body.channel_description !== undefined && { channelDescription: body.channel_description }),
  ...(body.channel_start_date !== undefined && { channelStartDate: body.channel_start_date }),
  ...(body.channel_icon_url !== undefined && { channelIconUrl: body.channel_icon_url }),
});
