import { sql } from 'drizzle-orm';
import {
  AccountStatus,
  ChannelStatus,
  DELETED_STATUS,
  MonitoredChannelType,
} from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { agreements } from '../agreements/table';
import { assets } from '../assets/table';
import { channels } from '../channels/table';
import { InquiryStatus, inquiries } from '../inquiries/table';
import { monitoredChannels } from '../monitoring/table';
import { rowsOf } from '../../platform/db/rows';

// PGlite and node-postgres both answer `rows`.

/** Why a video may not be claimed with an asset: the licence its channel holds, or a whitelist. */
export type LicenceBar = { kind: 'agreement'; id: string; title: string } | { kind: 'whitelisted' };

/**
 * The licence check of a claim: the video's channel (YouTube's id) is one of our creators' channels
 * holding an active, running agreement with the asset's rights holder that covers the asset (the
 * asset's own agreement when it has one, or the one a licence request for it was approved under;
 * for that channel or all the creator's), or it is a whitelisted monitored channel. As the library
 * decides what a creator's agreements license (server/entities/library/scope).
 */
export async function licenceBar(
  db: Database,
  channelYoutubeId: string,
  assetId: string,
): Promise<LicenceBar | undefined> {
  const [agreement] = rowsOf<{ id: string; title: string }>(
    await db.execute(sql`
    select c.id, c.title from ${agreements} c
    join ${channels} ch on ch.creator_id = c.creator_id
    join ${assets} a on a.id = ${assetId} and a.rights_holder_id = c.rights_holder_id
    where ch.channel_id = ${channelYoutubeId} and ch.status <> ${ChannelStatus.DELETED}
      and c.status = ${AccountStatus.ACTIVE}
      and c.start_date <= current_date and (c.end_date is null or c.end_date >= current_date)
      and (c.channel_id is null or c.channel_id = ch.id)
      and (a.agreement_id is null or a.agreement_id = c.id
        or exists (select 1 from ${inquiries} i where i.asset_id = a.id and i.agreement_id = c.id
          and i.status = ${InquiryStatus.APPROVED}))
    order by c.start_date desc
    limit 1`),
  );
  if (agreement) return { kind: 'agreement', id: agreement.id, title: agreement.title };
  const [whitelisted] = rowsOf<{ id: string }>(
    await db.execute(sql`
    select m.id from ${monitoredChannels} m
    where m.channel_id = ${channelYoutubeId} and m.type = ${MonitoredChannelType.WHITELISTED}
      and m.status <> ${DELETED_STATUS}
    limit 1`),
  );
  return whitelisted ? { kind: 'whitelisted' } : undefined;
}
