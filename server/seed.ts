import { seedLibrary } from './seedLibrary';
import { seedVideos } from './seedVideos';
import { seedInquiries } from './seedInquiries';
import { seedSublicensees } from './seedSublicensees';
import { seedMonitoring } from './seedMonitoring';
import { seedTakedowns } from './seedTakedowns';
import { seedClaims } from './seedClaims';
import { seedActivityNotes } from './seedActivityNotes';
import { seedMessages } from './seedMessages';
import { seedDashboards } from './seedDashboards';
import { seedRoyalties } from './seedRoyalties';
import { seedPayments } from './seedPayments';
import { createHash, randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { Static } from '@sinclair/typebox';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { ChannelStatus, INVITATION_TTL_MS } from '../shared/constants';
import { EMAIL_FORM_TYPE, PaymentType } from '../shared/paymentSettings';
import { TeamMemberType, UserType } from '../shared/roles';
import { agreements } from './entities/agreements/table';
import { hashPassword } from './platform/auth/passwords';
import { channels } from './entities/channels/table';
import type { Database } from './platform/db/client';
import { assetSpeakers, assets, AssetStage, ContentIdPolicy } from './entities/assets/table';
import { seedDeclared } from './platform/db/seedDeclared';
import type { TokenCipher } from './platform/google/tokenCipher';
import { writePackageFile } from './entities/packages/files';
import { replaceSetting } from './entities/paymentSettings/repository';
import { paymentSettings } from './entities/paymentSettings/table';
import type { PaymentAddBody } from './entities/paymentSettings/schemas';
import { checkedSetting } from './entities/paymentSettings/validation';
import { youtubeVideos } from './entities/videos/table';
import { packages } from './entities/packages/table';
import { invitationTokenHash } from './entities/teamMembers/repository';
import { teamMembers, users } from './entities/users/table';
import { offlineCatalogue } from './platform/wise/catalogue';

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
  const declared = await seedDeclared(db);
  return {
    speaker: declared.artists!.get('Ingrid Solheim')!,
    category: declared.categories!.get('Ambient')!,
    energyLevel: declared['energy-level']!.get('Calm')!,
  };
}

/** A little of the work the menu's badges count: pending requests, drafts (claims: seedClaims; messages: seedMessages). */
async function seedMenuBadgeData(db: Database, id: (email: string) => string, channel: string) {
  const northwind = id('rightsholder@example.com');
  const orchid = id('orchid.sounds@example.com');
  // Uploaded as people do: by the rights holder or, for Northwind, its team member Tom.
  const asset = (
    rightsHolderId: string,
    assetLabel: string,
    uploader: string,
    title: string,
    stage: AssetStage,
  ) => ({ rightsHolderId, assetLabel, uploadedBy: id(uploader), title, stage });
  const northwindAsset = (uploader: string, title: string, stage: AssetStage) =>
    asset(northwind, 'Northwind Audio', uploader, title, stage);
  const orchidAsset = (title: string, stage: AssetStage) =>
    asset(orchid, 'Orchid Sounds', 'orchid.sounds@example.com', title, stage);
  const agreementId = async (title: string) =>
    (await db.select({ id: agreements.id }).from(agreements).where(eq(agreements.title, title)))[0]!.id;
  const settings = await seedContentSettings(db);
  const [harbourLights] = await db
    .insert(assets)
    .values([
      {
        ...northwindAsset('rightsholder@example.com', 'Harbour Lights', AssetStage.DRAFT),
        categoryId: settings.category,
        energyLevelId: settings.energyLevel,
      },
      northwindAsset('rhteam@example.com', 'Morning Ferry', AssetStage.DRAFT),
      {
        // What a reviewer decides on: every field the upload page sets.
        ...northwindAsset('rhteam@example.com', 'Fjord Echoes', AssetStage.PENDING_REVIEW),
        description: 'Wind over a fjord and a distant foghorn, recorded at dawn.',
        categoryId: settings.category,
        energyLevelId: settings.energyLevel,
        language: 'no',
        tags: ['fjord', 'ambient', 'field recording'],
        territory: 'Europe',
        policy: ContentIdPolicy.TRACK,
        agreementId: await agreementId('Northwind Audio ambient pack'),
      },
      {
        ...northwindAsset('rightsholder@example.com', 'Tidal Interlude', AssetStage.CHANGES_REQUESTED),
        reviewNote: 'Please add the speakers and trim the silence at the start.',
      },
      orchidAsset('Petal Beat', AssetStage.DRAFT),
      {
        ...orchidAsset('Bloom Loop', AssetStage.PENDING_REVIEW),
        description: 'A four-bar lo-fi loop with a soft kick.',
        tags: ['lo-fi', 'loop', 'beats'],
        territory: 'North America',
        policy: ContentIdPolicy.MONETIZE,
        agreementId: await agreementId('Orchid Sounds beat library'),
      },
    ])
    .returning({ id: assets.id });
  await db.insert(assetSpeakers).values({ assetId: harbourLights!.id, artistId: settings.speaker });
  // As a sync of the channel would have stored them (server/entities/videos/sync.ts).
  const video = (
    videoId: string,
    title: string,
    publishedAt: string,
    durationSeconds: number,
    viewCount: number,
  ) => ({
    channelId: channel,
    videoId,
    title,
    thumbnailUrl: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`,
    publishedAt: new Date(publishedAt),
    durationSeconds,
    viewCount,
    privacyStatus: 'public',
  });
  await db
    .insert(youtubeVideos)
    .values([
      video('chloeVid001', 'Lisbon in a day', '2024-03-02T17:00:00Z', 754, 18_432),
      video('chloeVid002', 'Night train to Porto', '2024-04-11T16:30:00Z', 1_268, 9_907),
      { ...video('chloeVid003', 'Fjord kayaking', '2024-06-20T15:00:00Z', 932, 41_220), claimed: true },
    ]);
  // Royalty payments come from payment runs over royalty lines (server/seedPayments.ts).
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
    await seedInquiries(tx);
    await seedMonitoring(tx, id);
    await seedTakedowns(tx, id);
    await seedMessages(tx, id);
    await seedDashboards(tx, id);

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
  await seedVideos(db);
  await seedSublicensees(db);
  await seedClaims(db);
  await seedRoyalties(db);
  await seedPayments(db);
  await seedActivityNotes(db);
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
  const rita = await byEmail('rightsholder@example.com');
  const demo: Static<typeof PaymentAddBody>[] = [
    // Rita was paid in pounds before she moved her account to euros: the card's History shows it.
    {
      rights_holder: rita,
      currency: 'GBP',
      payment_type: PaymentType.BANK,
      data: {
        currency: 'GBP',
        type: 'sort_code',
        ownedByCustomer: true,
        accountHolderName: 'Rita Rights',
        details: { legalType: 'PRIVATE', sortCode: '231470', accountNumber: '28821822' },
      },
    },
    {
      rights_holder: rita,
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
  // Set months before it was replaced, as it would have been.
  await db
    .update(paymentSettings)
    .set({ createdAt: sql`${paymentSettings.supersededAt} - interval '200 days'` })
    .where(and(eq(paymentSettings.rightsHolderId, rita), isNotNull(paymentSettings.supersededAt)));
}
