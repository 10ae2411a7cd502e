import { seedLibrary } from './seedLibrary';
import { createHash, randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { Static } from '@sinclair/typebox';
import { count, eq } from 'drizzle-orm';
import { ChannelStatus, INVITATION_TTL_MS } from '../shared/constants';
import { EMAIL_FORM_TYPE, PaymentType } from '../shared/paymentSettings';
import { TeamMemberType, UserType } from '../shared/roles';
import { agreements } from './agreements/table';
import { hashPassword } from './auth/passwords';
import { channels } from './channels/table';
import type { Database } from './db/client';
import { artists } from './artists/table';
import { assetSpeakers, assets, AssetStage } from './assets/table';
import { categories } from './categories/table';
import { energyLevels } from './energyLevels/table';
import { ContactUsStatus, contactUsMessages } from './contactUs/table';
import { InquiryStatus, inquiries } from './inquiries/table';
import { ManualClaimStatus, manualClaims } from './manualClaims/table';
import { monitoredAudio } from './monitoredAudio/table';
import type { TokenCipher } from './google/tokenCipher';
import { writePackageFile } from './packages/files';
import { replaceSetting } from './paymentSettings/repository';
import type { PaymentAddBody } from './paymentSettings/schemas';
import { checkedSetting } from './paymentSettings/validation';
import { RoyaltyPaymentStatus, royaltyPayments } from './royaltyPayments/table';
import { youtubeVideos } from './youtubeVideos/table';
import { packages } from './packages/table';
import { invitationTokenHash } from './teamMembers/repository';
import { teamMembers, users } from './users/table';
import { offlineCatalogue } from './wise/catalogue';

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
/** The content settings (speakers, categories, energy levels) the upload forms pick from. */
async function seedContentSettings(db: Database) {
  const speakers = await db
    .insert(artists)
    .values([
      {
        name: 'Ingrid Solheim',
        bio: 'Narrator of Nordic travel documentaries.',
        languages: ['no', 'en', 'sv'],
      },
      { name: 'Mateus Lima', bio: 'Podcast host and voice actor from Porto.', languages: ['pt', 'es', 'en'] },
      { name: 'Claire Dubois', bio: 'Audiobook reader.', languages: ['fr', 'en'] },
      { name: 'Jonas Weber', bio: 'Sports commentator.', languages: ['de'], status: 0 },
    ])
    .returning({ id: artists.id });
  const [music, speech] = await db
    .insert(categories)
    .values([{ name: 'Music' }, { name: 'Speech' }, { name: 'Sound effects' }])
    .returning({ id: categories.id });
  const [ambient] = await db
    .insert(categories)
    .values([
      { name: 'Ambient', parentId: music!.id },
      { name: 'Electronic', parentId: music!.id },
      { name: 'Podcasts', parentId: speech!.id },
      { name: 'Audiobooks', parentId: speech!.id, status: 0 },
    ])
    .returning({ id: categories.id });
  const levels = await db
    .insert(energyLevels)
    .values([
      { name: 'Calm', ordinal: 1 },
      { name: 'Relaxed', ordinal: 3 },
      { name: 'Steady', ordinal: 5 },
      { name: 'Upbeat', ordinal: 7 },
      { name: 'Intense', ordinal: 10 },
    ])
    .returning({ id: energyLevels.id });
  return { speaker: speakers[0]!.id, category: ambient!.id, energyLevel: levels[0]!.id };
}

/** A little of the work the menu's badges count: new messages, pending requests, drafts, claims. */
async function seedMenuBadgeData(db: Database, id: (email: string) => string, channel: string) {
  const northwind = id('rightsholder@example.com');
  const orchid = id('orchid.sounds@example.com');
  await db.insert(contactUsMessages).values([
    {
      senderId: id('creator@example.com'),
      subject: 'Claim on my vlog',
      message: 'A claim hit my travel vlog.',
    },
    { senderId: id('maya.lens@example.com'), subject: 'Payout date', message: 'When is the next payout?' },
    {
      senderId: id('leo.beats@example.com'),
      subject: 'Thanks',
      message: 'The beat library works well.',
      status: ContactUsStatus.READ,
    },
  ]);
  await db.insert(inquiries).values([
    { creatorId: id('leo.beats@example.com'), rightsHolderId: northwind },
    { creatorId: id('creator@example.com'), rightsHolderId: northwind, status: InquiryStatus.APPROVED },
  ]);
  const asset = (rightsHolderId: string, assetLabel: string, title: string, stage: AssetStage) => ({
    rightsHolderId,
    assetLabel,
    title,
    stage,
  });
  const settings = await seedContentSettings(db);
  const [harbourLights] = await db
    .insert(assets)
    .values([
      {
        ...asset(northwind, 'Northwind Audio', 'Harbour Lights', AssetStage.DRAFT),
        categoryId: settings.category,
        energyLevelId: settings.energyLevel,
      },
      asset(northwind, 'Northwind Audio', 'Morning Ferry', AssetStage.DRAFT),
      asset(northwind, 'Northwind Audio', 'Fjord Echoes', AssetStage.PENDING_REVIEW),
      {
        ...asset(northwind, 'Northwind Audio', 'Tidal Interlude', AssetStage.CHANGES_REQUESTED),
        reviewNote: 'Please add the speakers and trim the silence at the start.',
      },
      asset(orchid, 'Orchid Sounds', 'Petal Beat', AssetStage.DRAFT),
      asset(orchid, 'Orchid Sounds', 'Bloom Loop', AssetStage.PENDING_REVIEW),
    ])
    .returning({ id: assets.id });
  await db.insert(assetSpeakers).values({ assetId: harbourLights!.id, artistId: settings.speaker });
  await db.insert(manualClaims).values([
    { rightsHolderId: northwind, videoId: 'dQw4w9WgXcQ' },
    { rightsHolderId: northwind, videoId: 'kJQP7kiw5Fk' },
    { rightsHolderId: orchid, videoId: '9bZkp7q19f0' },
    { rightsHolderId: northwind, videoId: 'OPf0YbXqDm0', status: ManualClaimStatus.CLAIMED },
  ]);
  await db.insert(monitoredAudio).values([
    { channelId: 'UCmonitoredDemoChannel000001', title: 'Harbour Lights (cover)' },
    { channelId: 'UCmonitoredDemoChannel000001', title: 'Unknown ambient track' },
  ]);
  await db.insert(youtubeVideos).values([
    { channelId: channel, videoId: 'chloeVid001', title: 'Lisbon in a day' },
    { channelId: channel, videoId: 'chloeVid002', title: 'Night train to Porto' },
    { channelId: channel, videoId: 'chloeVid003', title: 'Fjord kayaking', claimed: true },
  ]);
  const payment = (rightsHolderId: string, creatorId: string, amount: string, status: number) => ({
    rightsHolderId,
    creatorId,
    amount,
    currency: 'USD',
    status,
  });
  await db
    .insert(royaltyPayments)
    .values([
      payment(northwind, id('creator@example.com'), '120.50', RoyaltyPaymentStatus.DUE),
      payment(northwind, id('maya.lens@example.com'), '64.00', RoyaltyPaymentStatus.DUE),
      payment(northwind, id('creator@example.com'), '310.75', RoyaltyPaymentStatus.PAID),
      payment(orchid, id('leo.beats@example.com'), '48.20', RoyaltyPaymentStatus.DUE),
    ]);
}

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

    // Seeded memberships are accepted; one invitation is still open, so the demo shows one.
    const member = (email: string, name: string) => ({
      memberId: id(email),
      invitedEmail: email,
      invitedName: name,
      acceptedAt: new Date(),
    });
    await tx.insert(teamMembers).values([
      {
        ...member('rhteam@example.com', 'Tom Team'),
        ownerId: id('rightsholder@example.com'),
        teamMemberType: TeamMemberType.RIGHT_HOLDER,
        isDefault: true,
      },
      {
        ...member('rhteam@example.com', 'Tom Team'),
        ownerId: id('newrightsholder@example.com'),
        teamMemberType: TeamMemberType.RIGHT_HOLDER,
      },
      {
        ...member('creatorteam@example.com', 'Cara Crew'),
        ownerId: id('creator@example.com'),
        teamMemberType: TeamMemberType.CREATOR,
        isDefault: true,
      },
      {
        ownerId: id('creator@example.com'),
        teamMemberType: TeamMemberType.CREATOR,
        invitedEmail: 'sam.editor@example.com',
        invitedName: 'Sam Editor',
        // Nobody holds this link: the demo's invitation is for show, and can be cancelled.
        invitationTokenHash: invitationTokenHash(randomBytes(32).toString('base64url')),
        invitationExpiresAt: new Date(Date.now() + INVITATION_TTL_MS),
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

    await seedMenuBadgeData(tx, id, inserted.find((c) => c.title === 'Chloe Creates')!.id);
    await seedLibrary(tx, id);

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

/**
 * The demo rights holders' payment settings: a bank account in euros and a payment by email. Their
 * details are encrypted, so this runs once the server's key is known; they are checked against the
 * offline catalogue as any submission is.
 */
export async function seedPaymentSettings(db: Database, cipher: TokenCipher): Promise<void> {
  const byEmail = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const admin = { userId: await byEmail('admin@example.com') };
  const demo: Static<typeof PaymentAddBody>[] = [
    {
      rights_holder: await byEmail('rightsholder@example.com'),
      currency: 'EUR',
      payment_type: PaymentType.BANK,
      data: {
        currency: 'EUR',
        type: 'iban',
        ownedByCustomer: true,
        accountHolderName: 'Rita Rights',
        details: { legalType: 'PRIVATE', IBAN: 'DE89370400440532013000' },
      },
    },
    {
      rights_holder: await byEmail('orchid.sounds@example.com'),
      currency: 'GBP',
      payment_type: PaymentType.EMAIL,
      data: {
        currency: 'GBP',
        type: EMAIL_FORM_TYPE,
        accountHolderName: 'Orla Orchid',
        details: { email: 'payouts@orchid-sounds.example.com' },
      },
    },
  ];
  for (const body of demo) {
    const setting = await checkedSetting(body, offlineCatalogue(), undefined);
    await replaceSetting(db, admin, body.rights_holder, setting, null, cipher);
  }
}
