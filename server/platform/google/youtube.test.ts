import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleError, YOUTUBE_READONLY_SCOPE, type GoogleSettings } from './client';
import { youtubeRoutes } from './standInApi';
import { createGrantStore } from './standInGrants';
import { createStandInYouTube } from './standInYouTube';
import { parseDuration, playlistPage, uploadsPlaylistOf, videosById } from './youtube';

const CHANNEL = 'UCyoutubeClientTest00000';
const REDIRECT = 'http://app.test/';

describe('parseDuration', () => {
  it.each([
    ['PT1H2M3S', 3723],
    ['PT15S', 15],
    ['PT4M', 240],
    ['PT2H', 7200],
    ['P1DT2H', 93_600],
    ['P1W', 604_800],
    ['PT1M30.5S', 91],
    ['P0D', 0],
    ['PT0S', 0],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', '1H2M', 'PT1H2X', 'ninety'])('cannot read %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('the stand-in YouTube', () => {
  it('makes up the same uploads for a channel on every run, newest first, 50 a page', () => {
    const one = createStandInYouTube();
    const two = createStandInYouTube();
    one.setUploadCount(CHANNEL, 120);
    two.setUploadCount(CHANNEL, 120);
    const first = one.playlistPage(one.uploadsPlaylistOf(CHANNEL), undefined);
    expect(first).toEqual(two.playlistPage(two.uploadsPlaylistOf(CHANNEL), undefined));
    if (!first || first === 'bad_token') throw new Error('no page');
    expect(first.entries).toHaveLength(50);
    expect(first.total).toBe(120);
    const times = first.entries.map((video) => Date.parse(video.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = one.playlistPage(one.uploadsPlaylistOf(CHANNEL), 'b2Zmc2V0OjEwMA');
    expect(last !== undefined && last !== 'bad_token' && last.entries.length).toBe(20);
  });

  it('derives a channel’s number of uploads from its id when no test sets it', () => {
    const youtube = createStandInYouTube();
    const count = youtube.uploadCount(CHANNEL);
    expect(count).toBeGreaterThanOrEqual(5);
    expect(createStandInYouTube().uploadCount(CHANNEL)).toBe(count);
  });
});

describe('the YouTube Data API calls, against the stand-in', () => {
  let server: FastifyInstance;
  let settings: GoogleSettings;
  let token: string;
  const youtube = createStandInYouTube();

  beforeAll(async () => {
    const grants = createGrantStore(3599, youtube.isRevoked);
    const code = grants.issueCode(
      {
        channel: { id: CHANNEL, title: 'Test', description: '', publishedAt: '2020-01-01T00:00:00Z' },
        scope: YOUTUBE_READONLY_SCOPE,
      },
      REDIRECT,
    );
    const issued = grants.redeemCode(code, REDIRECT);
    if ('refused' in issued) throw new Error(issued.refused);
    token = issued.accessToken;
    server = Fastify();
    await server.register(youtubeRoutes, { grants, youtube });
    const base = await server.listen({ host: '127.0.0.1', port: 0 });
    settings = {
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: `${base}/auth`,
      tokenUrl: `${base}/token`,
      youtubeApiUrl: `${base}/youtube/v3`,
    };
    youtube.setUploadCount(CHANNEL, 120);
  });
  afterAll(() => server.close());

  it("finds the channel's uploads playlist, pages through it and reads its videos", async () => {
    const playlist = await uploadsPlaylistOf(settings, token, CHANNEL);
    expect(playlist).toBe(`UU${CHANNEL.slice(2)}`);
    const pages = [];
    let pageToken: string | undefined;
    do {
      const page = await playlistPage(settings, token, playlist!, pageToken);
      pages.push(page);
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
    expect(pages.map((page) => page.entries.length)).toEqual([50, 50, 20]);
    expect(pages[0]!.totalResults).toBe(120);

    const ids = pages[0]!.entries.map((entry) => entry.videoId);
    const videos = await videosById(settings, token, ids);
    expect(videos.map((video) => video.videoId)).toEqual(ids);
    for (const video of videos) {
      expect(video.durationSeconds).toBeGreaterThan(0);
      expect(video.viewCount).toBeGreaterThanOrEqual(0);
      expect(video.thumbnailUrl).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/.+\/mqdefault\.jpg$/);
      expect(['public', 'unlisted']).toContain(video.privacyStatus);
    }
    expect(videos[0]!.publishedAt.getTime()).toBe(pages[0]!.entries[0]!.publishedAt!.getTime());
    await expect(videosById(settings, token, [...ids, 'one-more'])).rejects.toThrow(/at most 50/);
  });

  it('tells a spent quota, a failing server and a revoked token apart', async () => {
    const kindOf = (call: Promise<unknown>) =>
      call.then(
        () => 'answered',
        (error: unknown) => (error instanceof GoogleError ? error.kind : 'other'),
      );
    youtube.failNext('quotaExceeded', 'backendError');
    expect(await kindOf(playlistPage(settings, token, `UU${CHANNEL.slice(2)}`))).toBe('quota');
    expect(await kindOf(playlistPage(settings, token, `UU${CHANNEL.slice(2)}`))).toBe('unavailable');
    expect(await kindOf(playlistPage(settings, token, `UU${CHANNEL.slice(2)}`))).toBe('answered');
    youtube.revoke(CHANNEL);
    expect(await kindOf(videosById(settings, token, ['abc']))).toBe('unauthorized');
  });
});
