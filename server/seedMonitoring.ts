import { FoundVideoState, MonitoredChannelType } from '../shared/constants';
import type { Database } from './platform/db/client';
import { FoundVia, foundVideos, monitoredChannels, monitoredHashtags } from './entities/monitoring/table';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Demo monitoring: watched channels of each type, two hashtags and videos found in each state. */
export async function seedMonitoring(db: Database, id: (email: string) => string): Promise<void> {
  const addedBy = id('admin@example.com');
  const channel = (
    channelId: string,
    title: string,
    handle: string,
    type: MonitoredChannelType,
    days: number,
  ) => ({
    channelId,
    title,
    handle,
    type,
    addedBy,
    createdAt: daysAgo(days),
    lastScannedAt: type === MonitoredChannelType.MONITORED ? daysAgo(0.2) : null,
  });
  await db
    .insert(monitoredChannels)
    .values([
      channel(
        'UCq3Lofi9Harbour0Beats1A',
        'Harbour Lofi Radio',
        '@harbourlofi',
        MonitoredChannelType.MONITORED,
        40,
      ),
      channel(
        'UCt7Travel4Nordic2Vlogs9',
        'Nordic Travel Diaries',
        '@nordictraveldiaries',
        MonitoredChannelType.MONITORED,
        22,
      ),
      channel(
        'UCm2Ambient8Study6Rooms3',
        'Ambient Study Rooms',
        '@ambientstudyrooms',
        MonitoredChannelType.PROSPECT,
        15,
      ),
      channel('UCk5Kitchen1Tales7Cooks2', 'Kitchen Tales', '@kitchentales', MonitoredChannelType.PROSPECT, 9),
      channel(
        'UCw4Official0Partner5Tv8',
        'Northwind Official',
        '@northwindofficial',
        MonitoredChannelType.WHITELISTED,
        60,
      ),
    ]);
  await db.insert(monitoredHashtags).values([
    { tag: 'harbourlights', addedBy, lastScannedAt: daysAgo(0.2) },
    { tag: 'fjordechoes', addedBy, lastScannedAt: daysAgo(0.2) },
  ]);
  const video = (
    videoId: string,
    title: string,
    channelId: string,
    channelTitle: string,
    days: number,
    state: FoundVideoState,
    hashtag: string | null,
  ) => ({
    videoId,
    title,
    channelId,
    channelTitle,
    thumbnailUrl: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`,
    publishedAt: daysAgo(days),
    foundVia: hashtag ? FoundVia.HASHTAG : FoundVia.CHANNEL,
    hashtag,
    // A watched hashtag marks our audio (see the table).
    hasAudio: hashtag !== null,
    state,
  });
  const { NEW, REVIEWED, CLAIMED, IGNORED } = FoundVideoState;
  await db
    .insert(foundVideos)
    .values([
      video(
        'hL7cover01a',
        'Harbour Lights (piano cover)',
        'UCr9Cover3Piano5Hands1Zq',
        'Piano Hands',
        1,
        NEW,
        'harbourlights',
      ),
      video(
        'fE2vlog02bb',
        'Fjord road trip with #fjordechoes',
        'UCk5Kitchen1Tales7Cooks2',
        'Kitchen Tales',
        2,
        NEW,
        'fjordechoes',
      ),
      video(
        'lo3study03c',
        'Lofi beats to study to, vol. 12',
        'UCq3Lofi9Harbour0Beats1A',
        'Harbour Lofi Radio',
        3,
        NEW,
        null,
      ),
      video(
        'nt4bergen4d',
        'Bergen in 48 hours',
        'UCt7Travel4Nordic2Vlogs9',
        'Nordic Travel Diaries',
        4,
        NEW,
        null,
      ),
      video(
        'am5rain005e',
        'Rainy library ambience, 3 hours',
        'UCm2Ambient8Study6Rooms3',
        'Ambient Study Rooms',
        6,
        REVIEWED,
        'harbourlights',
      ),
      video(
        'lo6night06f',
        'Late night harbour mix',
        'UCq3Lofi9Harbour0Beats1A',
        'Harbour Lofi Radio',
        8,
        CLAIMED,
        null,
      ),
      video(
        'nt7lofot07g',
        'Lofoten by night train',
        'UCt7Travel4Nordic2Vlogs9',
        'Nordic Travel Diaries',
        11,
        IGNORED,
        null,
      ),
      video(
        'nw8launch8h',
        'Northwind catalogue launch',
        'UCw4Official0Partner5Tv8',
        'Northwind Official',
        13,
        REVIEWED,
        'fjordechoes',
      ),
    ]);
}
