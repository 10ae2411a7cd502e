import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoTitleWords } from '../../server/entities/videos/table';
import { SearchScope } from '../../server/platform/search/table';
import { MAX_WORD_ALTERNATIVES, wordsMatch } from '../../server/platform/search/words';
import { readRebuilt, type Executor } from '../support/keptRows';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
let channelId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  channelId = (await one<{ id: string }>(sql`select id from channels order by created_at limit 1`)).id;
});
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

const words = async (on: Executor = t.db) =>
  (
    (await on.execute(sql`select scope || ':' || word as w from search_words order by 1`)) as unknown as {
      rows: Array<{ w: string }>;
    }
  ).rows.map((row) => row.w);

/** The vocabulary as the rebuild makes it from the documents now; the kept rows are put back. */
const rebuilt = () => readRebuilt(t.db, 'search_words', 'search_words_rebuild', words);

/** Every word a document holds is kept (words no document holds any more may stay: they match nothing). */
async function expectEveryWordKept() {
  const kept = new Set(await words());
  const missing = (await rebuilt()).filter((word) => !kept.has(word));
  expect(missing).toEqual([]);
}

let videoNumber = 0;
async function addVideo(title: string): Promise<string> {
  videoNumber += 1;
  const { id } = await one<{ id: string }>(sql`insert into youtube_videos (channel_id, video_id, title)
    values (${channelId}, ${`wordsVid${String(videoNumber).padStart(3, '0')}`}, ${title}) returning id`);
  return id;
}

async function searchVideos(search: string) {
  const answer = await answerOf(t.app, admin, 'POST', '/youtube/video', { search, limit: 100 });
  expect(answer.status, answer.text).toBe(200);
  const result = answer.body.result as { data: Array<{ title: string }>; total: number };
  expect(result.total).toBe(result.data.length);
  return result.data.map((row) => row.title).sort();
}

describe('the search vocabulary', () => {
  it("starts as the rebuild makes it, from the library's documents and the videos' titles", async () => {
    expect(await words()).toEqual(await rebuilt());
    expect(await words()).toContain('2:douro');
  });

  it('keeps the words of new and changed titles, documents, speakers and transcripts', async () => {
    const id = await addVideo('Quayside Lanterns at dusk');
    expect(await words()).toContain('2:quayside');
    await t.db.execute(sql`update youtube_videos set title = 'Quayside Marmalade' where id = ${id}`);
    expect(await words()).toContain('2:marmalade');
    // A change elsewhere adds nothing and fails nothing.
    await t.db.execute(sql`update youtube_videos set view_count = view_count + 1 where id = ${id}`);
    await expectEveryWordKept();

    const { asset } = await one<{ asset: string }>(
      sql`select id as asset from assets where status <> 3 order by created_at limit 1`,
    );
    await t.db.execute(sql`update assets set title = 'Zephyrine Overture', description = 'brass quintet'
      where id = ${asset}`);
    expect(await words()).toEqual(expect.arrayContaining(['1:zephyrine', '1:quintet']));
    const { artist } = await one<{ artist: string }>(sql`insert into artists (name)
      values ('Ottoline Vasquez') returning id as artist`);
    await t.db.execute(sql`insert into asset_speakers (asset_id, artist_id) values (${asset}, ${artist})`);
    expect(await words()).toContain('1:ottoline');
    await expectEveryWordKept();
  });

  it("finds a video by its title's words' starts, in any order, and not inside a word", async () => {
    await addVideo('Harbour Nights in Lisbon');
    await addVideo('Harbourside Lights');
    expect(await searchVideos('harb nigh')).toEqual(['Harbour Nights in Lisbon']);
    expect(await searchVideos('NIGHTS harbour')).toEqual(['Harbour Nights in Lisbon']);
    expect(await searchVideos('harbour')).toEqual(['Harbour Nights in Lisbon', 'Harbourside Lights']);
    expect(await searchVideos('arbour')).toEqual([]);
    expect(await searchVideos('harbour nowhere')).toEqual([]);
  });

  it('matches a start opening more words than it turns into as the start itself', async () => {
    const titles = Array.from(
      { length: MAX_WORD_ALTERNATIVES + 4 },
      (_, i) => `Xylo${'abcdefghijklmnopqrstuvwxyz'[i]}`,
    );
    for (const title of titles) await addVideo(title);
    expect(await searchVideos('xylo')).toEqual(titles);
    expect(await searchVideos('xyloc')).toEqual(['Xyloc']);
  });

  it('quotes every word it turns a start into, whatever it holds', async () => {
    await addVideo('Kestrel');
    // Words a document could hold with tsquery's quote and escape characters in them.
    await t.db.execute(sql`insert into search_words (scope, word)
      values (2, ${"kestrel'or"}), (2, ${'kestrel\\x'}), (2, ${'kestrel:*|!'})`);
    expect(await searchVideos('kestr')).toEqual(['Kestrel']);
    await t.db.execute(sql`delete from search_words where word like 'kestrel_%'`);
  });

  it("reads the titles' word index, each word's starts off the vocabulary's pattern index", async () => {
    const text = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const match = wordsMatch(videoTitleWords, SearchScope.VIDEO_TITLES, 'golden harb');
      const result = await tx.execute(sql`explain select id from youtube_videos where ${match}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(text).toMatch(/youtube_videos_title_words_idx/);
    expect(text).toMatch(/search_words_key/);
  });
});
