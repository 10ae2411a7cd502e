import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID3_TAG_MAX_BYTES } from '../../shared/constants';
import { uploads } from '../../server/uploads/table';
import { dashManifest, encodedTone, id3Tag } from '../support/media';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';
import { tusClient } from '../support/tus';

/**
 * What an upload is, decided from its whole header (an ID3 tag is passed over by its declared size),
 * and the name it is kept under: its type's extension, whatever the uploader called it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const tus = tusClient(() => t.app);
const MiB = 1024 * 1024;
const api = (token: string, method: string, url: string, payload?: object) =>
  answerOf(t.app, token, method, url, payload);
/** Nothing of a refused upload is kept: no row, no bytes, no tus metadata. */
const kept = async (id: string) => ({
  rows: (await t.db.select().from(uploads).where(eq(uploads.id, id))).length,
  files: ['', '.json'].filter((end) => fs.existsSync(path.join(t.filesDir, 'uploads', id + end))).length,
});

describe('the type of an upload, from its whole header', () => {
  it('refuses an ID3 tag claiming more than the first MiB over a DASH manifest, and keeps nothing', async () => {
    const token = await t.login('rightsholder@example.com');
    const manifest = dashManifest('http://127.0.0.1:9/');
    for (const bytes of [
      // The tag claims 2 MiB; the file ends with the manifest long before.
      Buffer.concat([id3Tag({ declaredBytes: 2 * MiB }), manifest]),
      // A real 1.5 MiB tag, then the manifest.
      Buffer.concat([id3Tag({ privateBytes: 1.5 * MiB }), manifest]),
    ]) {
      const { id, finished } = await tus.upload(token, 'song.mp3', bytes);
      expect(finished.statusCode, finished.body).toBe(415);
      expect(JSON.parse(finished.body).message).toMatch(/not a supported audio or video file/);
      expect(await kept(id)).toEqual({ rows: 0, files: 0 });
    }
  });

  it('takes a real MP3 behind a genuine 2 MiB tag as MP3', async () => {
    const token = await t.login('rightsholder@example.com');
    const mp3 = Buffer.concat([
      id3Tag({ privateBytes: 2 * MiB, paddingBytes: 1024 }),
      await encodedTone('mp3'),
    ]);
    const { id, finished } = await tus.upload(token, 'Tagged song.mp3', mp3);
    expect(finished.statusCode, finished.body).toBe(204);
    expect(finished.headers['upload-kind']).toBe('audio');
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ ext: 'mp3', mimeType: 'audio/mpeg', fileName: 'Tagged song.mp3' });
  });

  it('refuses a tag larger than ID3_TAG_MAX_BYTES', async () => {
    const token = await t.login('rightsholder@example.com');
    const oversized = Buffer.concat([
      id3Tag({ declaredBytes: ID3_TAG_MAX_BYTES + 1 }),
      await encodedTone('mp3'),
    ]);
    const { id, finished } = await tus.upload(token, 'huge tag.mp3', oversized);
    expect(finished.statusCode, finished.body).toBe(415);
    expect(await kept(id)).toEqual({ rows: 0, files: 0 });
  });
});
