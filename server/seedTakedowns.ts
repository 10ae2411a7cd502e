import { eq, inArray } from 'drizzle-orm';
import { addBusinessDays } from '../shared/businessDays';
import {
  COUNTER_NOTICE_MAX_BUSINESS_DAYS,
  COUNTER_NOTICE_MIN_BUSINESS_DAYS,
  TAKEDOWN_SCHEDULE_DAYS,
} from '../shared/constants';
import { TakedownDue, TakedownStatus } from '../shared/takedowns';
import { assets } from './entities/assets/table';
import { monitoredChannels } from './entities/monitoring/table';
import { copyrightTakedowns } from './entities/takedowns/table';
import type { Database } from './platform/db/client';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A counter-notice date whose 10-business-day restore falls `days` days from now (weekends skipped). */
function counterNoticeDueIn(days: number): Date {
  const target = Date.now() + days * DAY_MS;
  let start = new Date(Date.now() - 13 * DAY_MS);
  while (addBusinessDays(start, COUNTER_NOTICE_MIN_BUSINESS_DAYS).getTime() < target) {
    start = new Date(start.getTime() + DAY_MS / 4);
  }
  return start;
}

/**
 * Demo copyright takedowns in each state: Northwind Audio's (the rights holder and its team see them)
 * and Orchid Sounds' (staff only), some against monitored channels, three due this week.
 */
export async function seedTakedowns(db: Database, id: (email: string) => string): Promise<void> {
  const assetRows = await db
    .select({ id: assets.id, title: assets.title, owner: assets.rightsHolderId })
    .from(assets)
    .where(
      inArray(assets.title, [
        'Harbour Lights',
        'Fjord Echoes',
        'Tidal Interlude',
        'Morning Ferry',
        'Bloom Loop',
      ]),
    );
  const asset = (title: string) => assetRows.find((a) => a.title === title)!;
  const channelOf = async (channelId: string) =>
    (
      await db
        .select({ id: monitoredChannels.id })
        .from(monitoredChannels)
        .where(eq(monitoredChannels.channelId, channelId))
    )[0]!.id;
  const harbourLofi = await channelOf('UCq3Lofi9Harbour0Beats1A');
  const nordic = await channelOf('UCt7Travel4Nordic2Vlogs9');
  const northwind = {
    ownerName: 'Northwind Audio Ltd',
    ownerAddress: '12 Quay Street, Bergen 5003, Norway',
    ownerPhone: '+47 55 12 34 56',
    ownerEmail: 'rights@northwind-audio.example.com',
    goodFaith: true,
    accuracy: true,
    signature: 'Rita Holder',
  };
  const notice = (title: string, filer: string, videoIds: string[]) => ({
    rightsHolderId: asset(title).owner,
    filedBy: id(filer),
    assetId: asset(title).id,
    videoIds,
    ...northwind,
  });
  const counterNotified = counterNoticeDueIn(2);
  const courtCase = daysAgo(5);
  await db.insert(copyrightTakedowns).values([
    {
      ...notice('Harbour Lights', 'rightsholder@example.com', ['lo3study03c', 'lo6night06f']),
      monitoredChannelId: harbourLofi,
      status: TakedownStatus.REMOVED,
      submittedAt: daysAgo(24),
      removedAt: daysAgo(20),
      createdAt: daysAgo(24),
    },
    {
      ...notice('Harbour Lights', 'rhteam@example.com', ['nt4bergen4d']),
      monitoredChannelId: nordic,
      status: TakedownStatus.SCHEDULED,
      scheduled: true,
      submittedAt: daysAgo(TAKEDOWN_SCHEDULE_DAYS - 3),
      dueAt: new Date(daysAgo(TAKEDOWN_SCHEDULE_DAYS - 3).getTime() + TAKEDOWN_SCHEDULE_DAYS * DAY_MS),
      dueKind: TakedownDue.REMOVAL,
      createdAt: daysAgo(TAKEDOWN_SCHEDULE_DAYS - 3),
    },
    {
      ...notice('Fjord Echoes', 'rhteam@example.com', ['fE2vlog02bb']),
      status: TakedownStatus.COUNTER_NOTIFIED,
      submittedAt: daysAgo(30),
      removedAt: daysAgo(26),
      counterNotifiedAt: counterNotified,
      dueAt: addBusinessDays(counterNotified, COUNTER_NOTICE_MIN_BUSINESS_DAYS),
      restoreByAt: addBusinessDays(counterNotified, COUNTER_NOTICE_MAX_BUSINESS_DAYS),
      dueKind: TakedownDue.RESTORE,
      createdAt: daysAgo(30),
    },
    {
      ...notice('Tidal Interlude', 'rightsholder@example.com', ['Xq2tidal9Zk']),
      goodFaith: false,
      accuracy: false,
      signature: '',
      status: TakedownStatus.DRAFT,
      createdAt: daysAgo(1),
    },
    {
      ...notice('Harbour Lights', 'rightsholder@example.com', ['nt7lofot07g']),
      monitoredChannelId: nordic,
      status: TakedownStatus.SUBMITTED,
      submittedAt: daysAgo(1),
      createdAt: daysAgo(1),
    },
    {
      ...notice('Fjord Echoes', 'rightsholder@example.com', ['Fj0rdCopy01']),
      status: TakedownStatus.RESTORED,
      submittedAt: daysAgo(60),
      removedAt: daysAgo(55),
      counterNotifiedAt: daysAgo(50),
      restoreByAt: addBusinessDays(daysAgo(50), COUNTER_NOTICE_MAX_BUSINESS_DAYS),
      createdAt: daysAgo(60),
    },
    {
      ...notice('Harbour Lights', 'rightsholder@example.com', ['hL7cover01a']),
      status: TakedownStatus.RETRACTED,
      submittedAt: daysAgo(12),
      createdAt: daysAgo(12),
    },
    {
      ...notice('Morning Ferry', 'rhteam@example.com', ['MrnFerry_02']),
      status: TakedownStatus.COUNTER_NOTIFIED,
      submittedAt: daysAgo(40),
      removedAt: daysAgo(35),
      counterNotifiedAt: daysAgo(9),
      restoreByAt: addBusinessDays(daysAgo(9), COUNTER_NOTICE_MAX_BUSINESS_DAYS),
      courtActionAt: courtCase,
      courtActionNote: 'Complaint filed at the Oslo District Court, case 26-041233TVI-TOSL.',
      createdAt: daysAgo(40),
    },
    {
      rightsHolderId: asset('Bloom Loop').owner,
      filedBy: id('admin@example.com'),
      assetId: asset('Bloom Loop').id,
      videoIds: ['BloomRip_03', 'BloomRip_04'],
      ownerName: 'Orchid Sounds',
      ownerAddress: '400 Market Street, Suite 12, Portland, OR 97204, USA',
      ownerPhone: '+1 503 555 0142',
      ownerEmail: 'legal@orchid-sounds.example.com',
      goodFaith: true,
      accuracy: true,
      signature: 'Orla Orchid',
      scheduled: true,
      status: TakedownStatus.SCHEDULED,
      submittedAt: daysAgo(1),
      dueAt: new Date(daysAgo(1).getTime() + TAKEDOWN_SCHEDULE_DAYS * DAY_MS),
      dueKind: TakedownDue.REMOVAL,
      createdAt: daysAgo(1),
    },
  ]);
}
