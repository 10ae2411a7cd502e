import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID3_TAG_MAX_BYTES } from '../../shared/constants';
import { assetFiles, MediaRole } from '../../server/entities/assets/table';
import { uploads } from '../../server/entities/uploads/table';
import { users } from '../../server/entities/users/table';
import { dashManifest } from '../support/hostileMedia';
import { encodedTone, id3Tag, sineWav } from '../support/media';
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
    const manifest = Buffer.from(dashManifest('http://127.0.0.1:9/'));
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

describe('the type of an upload, while it arrives', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

  it('refuses junk once its first MiB is there, before the rest is sent, and keeps nothing', async () => {
    const token = await t.login('rightsholder@example.com');
    const size = 64 * MiB;
    const created = await tus.create(token, 'song.wav', size);
    const url = created.headers.location as string;
    const id = url.split('/').at(-1)!;
    // Two MiB of a picture's bytes, then the sender stalls: the answer comes without the other 62.
    const body = new PassThrough();
    body.write(Buffer.concat([png, Buffer.alloc(2 * MiB - png.length, 7)]));
    const answer = await tus.patch(token, url, 0, body);
    body.destroy();
    expect(answer.statusCode, answer.body).toBe(415);
    expect(JSON.parse(answer.body).message).toMatch(/not a supported audio or video file/);
    expect(await kept(id)).toEqual({ rows: 0, files: 0 });
    expect((await tus.head(token, url)).statusCode).toBe(404);
  });

  it('lets media through, and leaves a long ID3 tag and a first request under a MiB to the finish', async () => {
    const token = await t.login('rightsholder@example.com');
    const wav = sineWav({ seconds: 200 });
    expect(wav.length).toBeGreaterThan(3 * MiB);
    const created = await tus.create(token, 'Long take.wav', wav.length);
    const url = created.headers.location as string;
    expect((await tus.patch(token, url, 0, wav.subarray(0, 2 * MiB))).statusCode).toBe(204);
    const finished = await tus.patch(token, url, 2 * MiB, wav.subarray(2 * MiB));
    expect(finished.statusCode, finished.body).toBe(204);
    expect(finished.headers['upload-kind']).toBe('audio');

    // A tag running past the first MiB: only the finish sees what follows it.
    const tagged = Buffer.concat([id3Tag({ privateBytes: 2 * MiB }), await encodedTone('mp3')]);
    const mp3 = await tus.upload(token, 'Tagged.mp3', tagged);
    expect(mp3.finished.statusCode, mp3.finished.body).toBe(204);

    // Junk whose first request stops short of the MiB is refused at the finish, as before.
    const junk = Buffer.concat([png, Buffer.alloc(2 * MiB)]);
    const short = await tus.create(token, 'short.wav', junk.length);
    const shortUrl = short.headers.location as string;
    expect((await tus.patch(token, shortUrl, 0, junk.subarray(0, 1000))).statusCode).toBe(204);
    expect((await tus.patch(token, shortUrl, 1000, junk.subarray(1000))).statusCode).toBe(415);
  });
});

/** A real WAV whose samples spell a page: a browser that sniffed it, or a saved `.html` copy, would run it. */
function polyglotWav(): Buffer {
  const wav = sineWav({ seconds: 0.5, frequency: 700 });
  const page = Buffer.from('<html><script>document.title="pwned"</script></html>');
  page.copy(wav, 44);
  return wav;
}

describe('the name an upload is kept under', () => {
  it("takes the detected type's extension: a WAV/HTML polyglot sent as invoice.html is invoice.wav everywhere", async () => {
    const token = await t.login('rightsholder@example.com');
    const { id, finished } = await tus.upload(token, 'invoice.html', polyglotWav());
    expect(finished.statusCode, finished.body).toBe(204);
    expect(decodeURIComponent(finished.headers['upload-file-name'] as string)).toBe('invoice.wav');
    expect((await t.db.select().from(uploads).where(eq(uploads.id, id)))[0]).toMatchObject({
      fileName: 'invoice.wav',
      ext: 'wav',
      mimeType: 'audio/wav',
    });

    // A draft, as the upload page makes it: its original is named so, in the answer and stored.
    const draft = await api(token, 'POST', '/CID/asset/add', { title: 'invoice.html', upload: id });
    expect(draft.status, draft.text).toBe(201);
    const [answered] = draft.body.result.files as { id: string; file_name: string; mime_type: string }[];
    expect(answered).toMatchObject({ file_name: 'invoice.wav', mime_type: 'audio/wav' });
    const detail = await api(token, 'PATCH', `/CID/asset/detail/${draft.body.result._id}`);
    expect(detail.body.result.files[0].file_name).toBe('invoice.wav');
    const [stored] = await t.db.select().from(assetFiles).where(eq(assetFiles.id, answered!.id));
    expect(stored).toMatchObject({ fileName: 'invoice.wav', role: MediaRole.ORIGINAL });
    expect(stored!.storageKey).toMatch(/\.wav$/);

    // The media link plays it as audio under that name, never sniffed.
    const link = await api(token, 'GET', `/CID/asset/file/${answered!.id}/link`);
    const media = await t.app.inject({ method: 'GET', url: link.body.result.url as string });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('audio/wav');
    expect(media.headers['content-disposition']).toBe("inline; filename*=UTF-8''invoice.wav");
    expect(media.headers['x-content-type-options']).toBe('nosniff');
  });

  it('saves a library download of the polyglot as .wav, whatever its title', async () => {
    const staff = await t.login('manager@example.com');
    const { id } = await tus.upload(staff, 'invoice.html', polyglotWav().fill(1, 200, 202));
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'rightsholder@example.com'));
    const added = await api(staff, 'POST', '/content/library/add', {
      title: 'invoice.html',
      upload: id,
      rights_holder: owner!.id,
    });
    expect(added.status, added.text).toBe(201);
    const [original] = await t.db
      .select()
      .from(assetFiles)
      .where(eq(assetFiles.assetId, added.body.result._id));
    expect(original).toMatchObject({ fileName: 'invoice.wav', mimeType: 'audio/wav' });
    const download = await api(staff, 'POST', '/content/library/download/audio', {
      asset: added.body.result._id,
    });
    expect(download.status, download.text).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: download.body.result.url as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''invoice.html.wav");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});
