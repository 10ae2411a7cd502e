import type { Static } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import { isAllowedChannelIcon } from '../../../shared/channelIcons';
import {
  AccountStatus,
  DELETED_STATUS,
  MonitoredChannelType,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../../../shared/constants';
import { monitoringChannels as declaration } from '../../../shared/resources/monitoring';
import type { CrudEntity } from '../../platform/http/crudEntity';
import { badRequest, conflict } from '../../platform/http/errors';
import { likePattern, prefixPattern, type ListSpec } from '../../platform/http/listQuery';
import { publicChannel, QUOTA_UNITS } from '../../platform/google/youtube';
import { users } from '../users/table';
import { parseChannelRef } from './channelRef';
import { callForPerson, publicAccess } from './google';
import {
  ChannelCreateBody,
  ChannelLookupRecord,
  ChannelType,
  ChannelUpdateBody,
  MonitoredChannelRecord,
} from './schemas';
import { monitoredChannels, searchText } from './table';
import { keptMonitoredChannelTotal } from './totals';
import { Type } from '@sinclair/typebox';

export const channelView = {
  _id: monitoredChannels.id,
  channel_id: monitoredChannels.channelId,
  title: monitoredChannels.title,
  handle: monitoredChannels.handle,
  thumbnail_url: monitoredChannels.thumbnailUrl,
  type: monitoredChannels.type,
  status: monitoredChannels.status,
  added_by: monitoredChannels.addedBy,
  added_by_name: sql<
    string | null
  >`(select u.name from ${users} u where u.id = ${monitoredChannels}.added_by)`,
  last_scanned_at: monitoredChannels.lastScannedAt,
  created_at: monitoredChannels.createdAt,
  updated_at: monitoredChannels.updatedAt,
  url: sql<string>`'https://www.youtube.com/channel/' || ${monitoredChannels}.channel_id`,
};

const listSpec: ListSpec<{ type?: MonitoredChannelType }> = {
  // Each with an index ending in the id (table.ts).
  sortable: {
    title: monitoredChannels.title,
    handle: monitoredChannels.handle,
    type: monitoredChannels.type,
    created_at: monitoredChannels.createdAt,
    last_scanned_at: monitoredChannels.lastScannedAt,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [],
  // The title or the handle anywhere (one trigram index), or the channel id by its start.
  fullText: (search) =>
    sql`(${searchText(monitoredChannels)} like ${likePattern(search.toLowerCase())}
      or ${monitoredChannels.channelId} like ${prefixPattern(search)})`,
  id: monitoredChannels.id,
  // Page 1 walks the order's index for ten rows and the total is counted alone (an index-only count
  // of some thousands), rather than a window count sorting every channel (a third of PGlite's time).
  countApart: true,
  filters: { type: (type) => eq(monitoredChannels.type, type) },
};

/** A thumbnail shown in staff browsers: only from YouTube's image hosts (shared/channelIcons). */
const safeThumbnail = (url: string | null) =>
  url && url.length <= URL_MAX_LENGTH && isAllowedChannelIcon(url) ? url : null;

/**
 * Channels we watch that are not ours: staff read them, CRUD admins add them by address, handle or
 * id (resolved through the YouTube Data API with the server's key), edit, retype and delete them.
 */
export const monitoredChannelResource: CrudEntity<{ type?: MonitoredChannelType }> = {
  declaration,
  noun: 'Monitored channel',
  messages: { notFound: 'not_found.monitored_channel', duplicate: 'monitoring.channel_exists' },
  table: monitoredChannels,
  view: channelView,
  record: MonitoredChannelRecord,
  listSpec,
  keptTotal: keptMonitoredChannelTotal,
  filters: { type: Type.Optional(ChannelType) },
  createBody: ChannelCreateBody,
  updateBody: ChannelUpdateBody,
  uniqueField: 'channel',
  columns: (body) => ({
    ...(body.title !== undefined && { title: body.title }),
    ...(body.status !== undefined && { status: body.status }),
  }),
  lookup: {
    view: {
      _id: monitoredChannels.id,
      title: monitoredChannels.title,
      channel_id: monitoredChannels.channelId,
    },
    record: ChannelLookupRecord,
    order: monitoredChannels.title,
  },
  async create({ db, auth, services }, input, insertLogged) {
    const body = input as Static<typeof ChannelCreateBody>;
    const ref = parseChannelRef(body.channel);
    if (!ref) throw badRequest('request.invalid', { channel: 'monitoring.bad_channel' });
    const access = publicAccess(services.connection);
    const known = async (channelId: string) =>
      (await db.select().from(monitoredChannels).where(eq(monitoredChannels.channelId, channelId)))[0];
    const refused = () => conflict('monitoring.channel_exists', { channel: 'field.already_used' });
    // An id already watched needs no call to Google.
    const before = 'id' in ref ? await known(ref.id) : undefined;
    if (before && before.status !== DELETED_STATUS) throw refused();
    const found = await callForPerson(db, QUOTA_UNITS.channels, services.youtubeDailyQuota, () =>
      publicChannel(access.settings, access.credential, ref),
    );
    if (!found) {
      throw badRequest('monitoring.no_such_channel', { channel: 'monitoring.no_such_channel_field' });
    }
    const values = {
      title: found.title.slice(0, TITLE_MAX_LENGTH) || found.id,
      handle: found.handle && found.handle.length <= 40 ? found.handle : null,
      thumbnailUrl: safeThumbnail(found.thumbnailUrl),
      uploadsPlaylistId: found.uploadsPlaylistId,
      type: body.type ?? MonitoredChannelType.MONITORED,
    };
    const existing = before ?? (await known(found.id));
    if (existing && existing.status !== DELETED_STATUS) throw refused();
    const record = await insertLogged(async (tx) => {
      if (existing) {
        // A deleted channel added again comes back, with what YouTube says of it now.
        await tx
          .update(monitoredChannels)
          .set({ ...values, status: AccountStatus.ACTIVE, addedBy: auth.userId, updatedAt: sql`now()` })
          .where(and(eq(monitoredChannels.id, existing.id), eq(monitoredChannels.status, DELETED_STATUS)));
        return { id: existing.id, action: 'update' };
      }
      const [row] = await tx
        .insert(monitoredChannels)
        .values({ ...values, channelId: found.id, addedBy: auth.userId })
        .returning({ id: monitoredChannels.id });
      return row!.id;
    });
    return { record, message: 'Monitored channel added.' };
  },
};
