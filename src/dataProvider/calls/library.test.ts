import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_POLL_MS } from '../../../shared/constants';
import { session } from '../../api/session';
import { libraryCalls } from './library';

type Call = { url: string; body: unknown };
let calls: Call[];
let answers: unknown[];

beforeEach(() => {
  calls = [];
  answers = [];
  localStorage.setItem('token', 'token-1');
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ result: answers.shift() }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

const job = (state: string, progress: number, error: string | null = null) => ({
  download: 'd1',
  job: { id: 'j1', state, progress, error },
});

describe("the library's downloads", () => {
  it('answers the link at once when the file is there', async () => {
    answers = [{ download: 'd1', url: '/api/media/download?token=t' }];
    expect(await libraryCalls.downloadItem('a1', 'footage')).toBe('/api/media/download?token=t');
    expect(calls).toEqual([{ url: '/api/content/library/download/footage', body: { asset: 'a1' } }]);
  });

  it("follows a clip's job, telling its progress, until the link is ready", async () => {
    answers = [job('queued', 0), job('running', 60), { download: 'd1', url: '/api/media/download?token=t' }];
    const progress: number[] = [];
    const url = libraryCalls.downloadItem(
      'a1',
      'clip',
      { start: 1.5, end: 4 },
      { onProgress: (p) => progress.push(p) },
    );
    await vi.advanceTimersByTimeAsync(DOWNLOAD_POLL_MS * 2);
    expect(await url).toBe('/api/media/download?token=t');
    expect(progress).toEqual([0, 60]);
    expect(calls).toEqual([
      { url: '/api/content/library/download/clip/path', body: { asset: 'a1', start: 1.5, end: 4 } },
      { url: '/api/content/library/download/status', body: { download: 'd1' } },
      { url: '/api/content/library/download/status', body: { download: 'd1' } },
    ]);
  });

  it("rejects with the job's reason when it failed, and a clip without its times", async () => {
    answers = [job('running', 10), job('failed', 10, 'This footage has no sound track.')];
    const failed = libraryCalls.downloadItem('a1', 'audio');
    const settled = failed.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_POLL_MS);
    expect(await settled).toBe('This footage has no sound track.');
    await expect(libraryCalls.downloadItem('a1', 'clip')).rejects.toThrow(/start and end/);
  });
});

describe('packages', () => {
  it('asks for one with its title and items', async () => {
    answers = [{ id: 'p1', state: 'building' }];
    expect(await libraryCalls.buildPackage('Road trip', ['a1', 'a2'])).toEqual({
      id: 'p1',
      state: 'building',
    });
    expect(calls).toEqual([
      { url: '/api/content/library/package', body: { title: 'Road trip', assets: ['a1', 'a2'] } },
    ]);
  });
});
