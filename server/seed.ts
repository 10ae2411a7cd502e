import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { count } from 'drizzle-orm';
import { ChannelStatus } from '../shared/constants';
import { TeamMemberType, UserType } from '../shared/roles';
import { agreements } from './agreements/table';
import { hashPassword } from './auth/passwords';
import { channels } from './channels/table';
import type { Database } from './db/client';
import { writePackageFile } from './packages/files';
import { packages } from './packages/table';
import { teamMembers, users } from './users/table';

/** The demo data: the only place it lives. Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Demo-1234';

interface DemoAccount {
  email: string;
  name: string;
  type: UserType | 8;
  company?: string;
  assetLabel?: { id: string; name: string };
  note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@example.com', name: 'Ada Admin', type: 1, company: 'DRM Rights Ltd', note: 'Super Admin' },
  {
    email: 'manager@example.com',
    name: 'Martin Manager',
    type: 2,
    company: 'DRM Rights Ltd',
    note: 'Manager',
  },
  {
    email: 'creator@example.com',
    name: 'Chloe Creator',
    type: 3,
    note: 'Creator with a channel and agreements',
  },
  { email: 'newcreator@example.com', name: 'Noah Newcomer', type: 3, note: 'Creator with no channel yet' },
  {
    email: 'rightsholder@example.com',
    name: 'Rita Rights',
    type: 4,
    company: 'Northwind Audio',
    assetLabel: { id: 'LBL-1001', name: 'Northwind Audio' },
    note: 'Content Owner with agreements',
  },
  {
    email: 'newrightsholder@example.com',
    name: 'Nina Owner',
    type: 4,
    company: 'Fresh Footage Co',
    note: 'Content Owner with no asset label or agreements',
  },
  { email: 'managerlimited@example.com', name: 'Lena Limited', type: 5, note: 'Manger Limited' },
  { email: 'viewer@example.com', name: 'Victor Viewer', type: 6, note: 'Viewer' },
  { email: 'viewerlimited@example.com', name: 'Vera Limited', type: 7, note: 'Viewer Limited' },
  {
    email: 'rhteam@example.com',
    name: 'Tom Team',
    type: 8,
    note: "Team member of Rita Rights' and Nina Owner's teams (Switch Account)",
  },
  {
    email: 'creatorteam@example.com',
    name: 'Cara Crew',
    type: 8,
    note: "Team member of Chloe Creator's team",
  },
];

/** Other creators, so lists, paging and ownership can be seen. */
const OTHER_CREATORS = [
  {
    email: 'maya.lens@example.com',
    name: 'Maya Lens',
    channels: ['Maya Lens Travel', 'Maya Shorts', 'City Walks 4K', 'Drone Diaries', 'Maya Live'],
  },
  {
    email: 'leo.beats@example.com',
    name: 'Leo Beats',
    channels: ['Leo Beats', 'Lo-fi Study Room', 'Beat Lab', 'Synth Sundays', 'Leo Unplugged', 'Vinyl Vault'],
  },
  {
    email: 'omar.cooks@example.com',
    name: 'Omar Cooks',
    channels: ['Omar Cooks', 'Five Minute Meals', 'Street Food Atlas', 'Bake With Omar'],
  },
  {
    email: 'sofia.games@example.com',
    name: 'Sofia Games',
    channels: [
      'Sofia Plays',
      'Retro Replay',
      'Speedrun Corner',
      'Indie Spotlight',
      'Sofia Clips',
      'Boss Rush',
      'Co-op Nights',
    ],
  },
  {
    email: 'ken.science@example.com',
    name: 'Ken Explains',
    channels: ['Ken Explains', 'Lab Notes', 'Space Minutes'],
  },
];

/** Another rights holder, whose agreement no demo account is party to. */
const OTHER_RIGHTS_HOLDERS = [
  {
    email: 'orchid.sounds@example.com',
    name: 'Orla Orchid',
    company: 'Orchid Sounds',
    assetLabel: { id: 'LBL-2001', name: 'Orchid Sounds' },
  },
];

/** A stable, well-formed YouTube channel id ('UC' + 22 characters) for a demo channel. */
const youtubeId = (name: string) => `UC${createHash('sha256').update(name).digest('base64url').slice(0, 22)}`;

const daysAgo = (days: number) =>
  new Date(Date.UTC(2024, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n === 0;
}

/** A zip of text files, as the seeded download packages hold. */
const zipOf = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

const csv = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\n') + '\n';

/** Seeds the demo data; package zips are written to filesDir once the rows are committed. */
export async function seedDemoData(db: Database, filesDir: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const zips = await db.transaction(async (tx) => {
    const accounts = await tx
      .insert(users)
      .values(
        [
          ...DEMO_ACCOUNTS,
          ...OTHER_CREATORS.map((c) => ({ ...c, type: UserType.CREATOR, note: '' })),
          ...OTHER_RIGHTS_HOLDERS.map((r) => ({ ...r, type: UserType.RIGHT_HOLDER, note: '' })),
        ].map((a) => ({
          email: a.email,
          name: a.name,
          type: a.type,
          passwordHash,
          company: 'company' in a ? a.company : undefined,
          assetLabelId: 'assetLabel' in a ? a.assetLabel?.id : undefined,
          assetLabelName: 'assetLabel' in a ? a.assetLabel?.name : undefined,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const id = (email: string) => accounts.find((a) => a.email === email)!.id;

    await tx.insert(teamMembers).values([
      {
        memberId: id('rhteam@example.com'),
        ownerId: id('rightsholder@example.com'),
        teamMemberType: TeamMemberType.RIGHT_HOLDER,
        isDefault: true,
      },
      {
        memberId: id('rhteam@example.com'),
        ownerId: id('newrightsholder@example.com'),
        teamMemberType: TeamMemberType.RIGHT_HOLDER,
      },
      {
        memberId: id('creatorteam@example.com'),
        ownerId: id('creator@example.com'),
        teamMemberType: TeamMemberType.CREATOR,
        isDefault: true,
      },
    ]);

    const channelRows = [
      { creator: 'creator@example.com', title: 'Chloe Creates', status: ChannelStatus.ACTIVE },
      ...OTHER_CREATORS.flatMap((c) =>
        c.channels.map((title) => ({ creator: c.email, title, status: ChannelStatus.ACTIVE as number })),
      ),
    ];
    // One of Leo's channels was deleted: kept, but out of the default lists.
    channelRows.find((c) => c.title === 'Vinyl Vault')!.status = ChannelStatus.DELETED;
    channelRows.find((c) => c.title === 'Maya Live')!.status = ChannelStatus.INACTIVE;
    const inserted = await tx
      .insert(channels)
      .values(
        channelRows.map((c, index) => ({
          channelId: youtubeId(c.title),
          channelTitle: c.title,
          channelDescription: `${c.title}: videos by ${c.creator.split('@')[0]}.`,
          channelStartDate: daysAgo(index * 23),
          creatorId: id(c.creator),
          status: c.status,
        })),
      )
      .returning({ id: channels.id, title: channels.channelTitle });

    const rightsHolder = id('rightsholder@example.com');
    await tx.insert(agreements).values([
      {
        title: 'Northwind Audio catalogue licence',
        rightsHolderId: rightsHolder,
        creatorId: id('creator@example.com'),
        channelId: inserted.find((c) => c.title === 'Chloe Creates')!.id,
        startDate: '2025-01-01',
        endDate: '2026-12-31',
        territory: 'Worldwide',
        revenueShare: '70.00',
      },
      {
        title: 'Northwind Audio ambient pack',
        rightsHolderId: rightsHolder,
        creatorId: id('creator@example.com'),
        startDate: '2025-06-01',
        territory: 'Europe',
        revenueShare: '65.50',
      },
      {
        title: 'Northwind Audio travel music',
        rightsHolderId: rightsHolder,
        creatorId: id('maya.lens@example.com'),
        startDate: '2025-03-15',
        territory: 'Worldwide',
        revenueShare: '60.00',
      },
      {
        title: 'Orchid Sounds beat library',
        rightsHolderId: id('orchid.sounds@example.com'),
        creatorId: id('leo.beats@example.com'),
        startDate: '2025-09-01',
        endDate: '2027-08-31',
        territory: 'North America',
        revenueShare: '55.25',
      },
    ]);

    // Download packages for the top bar: real zips of the seeded rows, in two staff users' lists.
    const channelSheet = csv([
      ['channel_id', 'channel_title', 'creator'],
      ...channelRows.map((c) => [youtubeId(c.title), c.title, c.creator]),
    ]);
    const packageFiles = [
      { owner: 'admin@example.com', title: 'Demo channels', zip: zipOf({ 'channels.csv': channelSheet }) },
      {
        owner: 'admin@example.com',
        title: 'Northwind Audio agreements',
        zip: zipOf({
          'agreements.txt':
            'Northwind Audio catalogue licence\nNorthwind Audio ambient pack\nNorthwind Audio travel music\n',
        }),
      },
      {
        owner: 'manager@example.com',
        title: 'Chloe Creates channel pack',
        zip: zipOf({ 'channel.txt': 'Chloe Creates\n', 'channels.csv': channelSheet }),
      },
    ];
    const packageRows = await tx
      .insert(packages)
      .values(packageFiles.map((p) => ({ userId: id(p.owner), title: p.title, sizeBytes: p.zip.length })))
      .returning({ id: packages.id });
    return packageRows.map((row, index) => ({ id: row.id, zip: packageFiles[index].zip }));
  });
  for (const { id, zip } of zips) await writePackageFile(filesDir, id, zip);
}
