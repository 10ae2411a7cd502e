import { agreements } from './entities/agreements/table';
import { assetSpeakers, assets, AssetKind, AssetStage } from './entities/assets/table';
import { categories, energyLevels, speakers } from './platform/db/declaredTables';
import type { Database } from './platform/db/client';
import {
  assetContentIds,
  assetFavourites,
  assetNotes,
  assetReactions,
  transcripts,
  type TranscriptMonologue,
} from './entities/library/table';

interface Item {
  owner: 'northwind' | 'orchid';
  title: string;
  kind?: 'audio' | 'footage';
  description: string;
  category: string;
  energy: string;
  speakers?: string[];
  language?: string;
  tags: string[];
  /** Licensed only under this agreement (else under any of the owner's active agreements). */
  agreement?: string;
  daysAgo: number;
}

/** The demo library: approved content of both labels, described as a real catalogue would be. */
const ITEMS: Item[] = [
  {
    owner: 'northwind',
    title: 'Northern Drive',
    description: 'A slow synth pad over a steady pulse, for long road shots at dusk.',
    category: 'Ambient',
    energy: 'Steady',
    tags: ['road', 'synth', 'night'],
    daysAgo: 40,
  },
  {
    owner: 'northwind',
    title: 'Fjord Morning',
    description: 'Narrated opening of a travel film: mist over the water, gulls, a ferry horn.',
    category: 'Podcasts',
    energy: 'Calm',
    speakers: ['Ingrid Solheim'],
    language: 'en',
    tags: ['travel', 'narration', 'norway'],
    daysAgo: 35,
  },
  {
    owner: 'northwind',
    title: 'Lighthouse Keeper',
    description: 'Spoken story of a keeper on the Lofoten coast, with the sea under it.',
    category: 'Podcasts',
    energy: 'Relaxed',
    speakers: ['Ingrid Solheim'],
    language: 'no',
    tags: ['story', 'sea', 'lofoten'],
    daysAgo: 30,
  },
  {
    owner: 'northwind',
    title: 'Porto Stories',
    description: 'A podcast episode on the tram lines and bakeries of Porto.',
    category: 'Podcasts',
    energy: 'Upbeat',
    speakers: ['Mateus Lima'],
    language: 'pt',
    tags: ['podcast', 'city', 'food'],
    daysAgo: 26,
  },
  {
    owner: 'northwind',
    title: 'Aurora Loop',
    description: 'Thirty seconds of shimmering pads that loop cleanly, for time-lapses.',
    category: 'Ambient',
    energy: 'Calm',
    tags: ['loop', 'timelapse', 'pads'],
    daysAgo: 21,
  },
  {
    owner: 'northwind',
    title: 'Harbour Market',
    kind: 'footage',
    description: 'Handheld footage of a fish market opening at dawn, with its own sound.',
    category: 'Sound effects',
    energy: 'Upbeat',
    tags: ['market', 'harbour', 'dawn'],
    daysAgo: 18,
  },
  {
    owner: 'northwind',
    title: 'Glacier Walk',
    kind: 'footage',
    description: 'A guided walk on the ice, narrated, with crampons crunching underfoot.',
    category: 'Podcasts',
    energy: 'Steady',
    speakers: ['Ingrid Solheim'],
    language: 'en',
    tags: ['glacier', 'hiking', 'narration'],
    agreement: 'Northwind Audio travel music',
    daysAgo: 12,
  },
  {
    owner: 'northwind',
    title: 'Midnight Ferry',
    description: 'Engine hum and waves for a night crossing; no music.',
    category: 'Sound effects',
    energy: 'Calm',
    tags: ['ferry', 'ambience', 'night'],
    daysAgo: 8,
  },
  {
    owner: 'northwind',
    title: 'Le Phare',
    description: "Lecture d'un conte breton sur un phare et sa gardienne.",
    category: 'Podcasts',
    energy: 'Relaxed',
    speakers: ['Claire Dubois'],
    language: 'fr',
    tags: ['conte', 'bretagne'],
    daysAgo: 4,
  },
  {
    owner: 'orchid',
    title: 'Petal Drums',
    description: 'Crisp electronic drums at 96 BPM with a light swing.',
    category: 'Electronic',
    energy: 'Intense',
    tags: ['beat', 'drums', 'electronic'],
    daysAgo: 33,
  },
  {
    owner: 'orchid',
    title: 'Greenhouse Groove',
    description: 'A warm bass line and claps, built for cooking videos.',
    category: 'Electronic',
    energy: 'Upbeat',
    tags: ['groove', 'cooking', 'bass'],
    daysAgo: 15,
  },
  {
    owner: 'orchid',
    title: 'Night Bloom',
    description: 'Downtempo keys over vinyl crackle.',
    category: 'Ambient',
    energy: 'Relaxed',
    tags: ['lofi', 'keys', 'chill'],
    daysAgo: 6,
  },
];

const NOTES: [title: string, author: string, body: string][] = [
  [
    'Northern Drive',
    'manager@example.com',
    'Used in three creator channels this quarter; keep it in the featured set.',
  ],
  ['Fjord Morning', 'rightsholder@example.com', 'A longer cut (4 minutes) is coming with the next delivery.'],
  ['Porto Stories', 'creator@example.com', 'Works well under city b-roll; the intro needs a 2 s fade.'],
];

const LIKES: [title: string, who: string, value: 1 | -1][] = [
  ['Northern Drive', 'creator@example.com', 1],
  ['Northern Drive', 'manager@example.com', 1],
  ['Northern Drive', 'maya.lens@example.com', 1],
  ['Aurora Loop', 'creator@example.com', 1],
  ['Midnight Ferry', 'creator@example.com', -1],
  ['Petal Drums', 'leo.beats@example.com', 1],
];

const FAVOURITES: [title: string, who: string][] = [
  ['Northern Drive', 'creator@example.com'],
  ['Aurora Loop', 'creator@example.com'],
  ['Fjord Morning', 'manager@example.com'],
];

/** Items already mapped to their YouTube Content ID asset and reference (the rest are not yet). */
const CONTENT_IDS: [title: string, asset: string, reference: string, status: string][] = [
  ['Northern Drive', 'A7f3kQ9wLm2Xp', 'R4tYb8NcV1sQe', 'active'],
  ['Fjord Morning', 'A2hR6uTz0Jq8Wd', 'R9mKc3XvB7nLa', 'active'],
  ['Aurora Loop', 'A5sP1eGy4Fo7Hc', 'R2dQw6ZkM0pUr', 'inactive'],
];

/** One item's transcript, as Rev AI answers one: timed words (two a second) and punctuation. */
const TRANSCRIBED = {
  title: 'Fjord Morning',
  sentences: [
    'Mist lies on the water before the first ferry.',
    'Cormorants dry their wings on the old pier while gulls circle the harbour.',
    'Then the horn sounds, and the village wakes.',
  ],
};

function monologueOf(sentences: string[]): TranscriptMonologue {
  const elements: TranscriptMonologue['elements'] = [];
  let at = 0.5;
  for (const sentence of sentences) {
    const words = sentence.replace(/[.,]$/, '').split(' ');
    for (const [index, word] of words.entries()) {
      elements.push({ type: 'text', value: word, ts: at, end_ts: at + 0.4 });
      at += 0.5;
      elements.push({ type: 'punct', value: index === words.length - 1 ? '.' : ' ' });
    }
    elements.push({ type: 'punct', value: ' ' });
    at += 0.5;
  }
  return { speaker: 0, elements };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the content library's approved items, with their notes, likes and favourites. */
export async function seedLibrary(db: Database, id: (email: string) => string) {
  const byName = async <T extends { id: unknown; name: unknown }>(rows: T[]) =>
    new Map(rows.map((row) => [row.name as string, row.id as string]));
  // One after the other: a transaction's client takes one query at a time.
  const categoryIds = await byName(
    await db.select({ id: categories.id, name: categories.name }).from(categories),
  );
  const energyIds = await byName(
    await db.select({ id: energyLevels.id, name: energyLevels.name }).from(energyLevels),
  );
  const speakerIds = await byName(await db.select({ id: speakers.id, name: speakers.name }).from(speakers));
  const agreementIds = await byName(
    await db.select({ id: agreements.id, name: agreements.title }).from(agreements),
  );
  const owners = {
    northwind: { id: id('rightsholder@example.com'), label: 'Northwind Audio' },
    orchid: { id: id('orchid.sounds@example.com'), label: 'Orchid Sounds' },
  };
  const now = Date.now();
  const inserted = await db
    .insert(assets)
    .values(
      ITEMS.map((item) => {
        const approvedAt = new Date(now - item.daysAgo * DAY_MS);
        return {
          rightsHolderId: owners[item.owner].id,
          assetLabel: owners[item.owner].label,
          uploadedBy: owners[item.owner].id,
          kind: item.kind ?? AssetKind.AUDIO,
          title: item.title,
          description: item.description,
          categoryId: categoryIds.get(item.category),
          energyLevelId: energyIds.get(item.energy),
          language: item.language,
          tags: item.tags,
          agreementId: item.agreement ? agreementIds.get(item.agreement) : undefined,
          stage: AssetStage.APPROVED,
          reviewedBy: id('manager@example.com'),
          reviewedAt: approvedAt,
          approvedAt,
          createdAt: new Date(approvedAt.getTime() - 2 * DAY_MS),
        };
      }),
    )
    .returning({ id: assets.id, title: assets.title });
  const assetId = new Map(inserted.map((row) => [row.title, row.id]));
  const speakerRows = ITEMS.flatMap((item) =>
    (item.speakers ?? []).map((name) => ({
      assetId: assetId.get(item.title)!,
      artistId: speakerIds.get(name)!,
    })),
  );
  if (speakerRows.length > 0) await db.insert(assetSpeakers).values(speakerRows);
  await db
    .insert(assetNotes)
    .values(
      NOTES.map(([title, author, body]) => ({ assetId: assetId.get(title)!, authorId: id(author), body })),
    );
  await db
    .insert(assetReactions)
    .values(LIKES.map(([title, who, value]) => ({ assetId: assetId.get(title)!, userId: id(who), value })));
  await db.insert(assetContentIds).values(
    CONTENT_IDS.map(([title, contentIdAssetId, referenceId, referenceStatus]) => ({
      assetId: assetId.get(title)!,
      contentIdAssetId,
      referenceId,
      referenceStatus,
      updatedBy: id('manager@example.com'),
    })),
  );
  await db.insert(transcripts).values({
    assetId: assetId.get(TRANSCRIBED.title)!,
    providerJobId: 'demo-fjord-morning',
    state: 'transcribed',
    text: TRANSCRIBED.sentences.join(' '),
    monologues: [monologueOf(TRANSCRIBED.sentences)],
    requestedBy: id('manager@example.com'),
  });
  await db
    .insert(assetFavourites)
    .values(FAVOURITES.map(([title, who]) => ({ assetId: assetId.get(title)!, userId: id(who) })));
}
