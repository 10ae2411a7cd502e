import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID3_TAG_MAX_BYTES, ID3_TAGS_MAX } from '../../../shared/constants';
import { dashManifest } from '../../../tests/support/hostileMedia';
import { encodedTone, id3Tag, sineWav } from '../../../tests/support/media';
import { detectMedia, detectMediaOfStream, id3TagLength } from './sniff';

const MiB = 1024 * 1024;
let dir: string;
let mp3: Buffer;
let adts: Buffer;
let flac: Buffer;
const manifest = Buffer.from(dashManifest('http://127.0.0.1:9/'));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sniff-test-'));
  [mp3, adts, flac] = await Promise.all([encodedTone('mp3'), encodedTone('adts'), encodedTone('flac')]);
}, 60_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

let files = 0;
/** The bytes as a file, detected by path as a processing job's scratch copy is. */
async function detectFile(...parts: Buffer[]) {
  const file = path.join(dir, `file-${files++}`);
  await writeFile(file, Buffer.concat(parts));
  return detectMedia(file);
}

describe('the ID3v2 header', () => {
  it('declares its length as a syncsafe size, plus the footer when flagged', () => {
    const tag = id3Tag({ privateBytes: 300, paddingBytes: 100 });
    expect(id3TagLength(tag)).toBe(tag.length);
    const footed = id3Tag({ privateBytes: 300, footer: true });
    expect(id3TagLength(footed)).toBe(footed.length);
    expect(id3TagLength(id3Tag({ declaredBytes: 2 * MiB }))).toBe(10 + 2 * MiB);
    expect(id3TagLength(Buffer.from('RIFF....WAVE'))).toBeUndefined();
    // A size byte with its high bit set, a version of 0xFF, a cut header: no tagger writes them.
    expect(id3TagLength(Buffer.from('4944330400000000ff00', 'hex'))).toBeNaN();
    expect(id3TagLength(Buffer.from('494433ff0000000000ff', 'hex'))).toBeNaN();
    expect(id3TagLength(Buffer.from('ID3\x04'))).toBeNaN();
  });
});

describe('media detection behind ID3 tags', () => {
  it('refuses a tag that claims more than the file holds, whatever it hides (a DASH manifest here)', async () => {
    expect(await detectFile(id3Tag({ declaredBytes: 2 * MiB }), manifest)).toBeUndefined();
    // Also when the claim reaches just past the first MiB, where a fixed-head detector stopped reading.
    expect(await detectFile(id3Tag({ declaredBytes: MiB + 1 }), manifest, Buffer.alloc(MiB))).toBeUndefined();
  });

  it('refuses a genuine tag followed by anything but MP3, AAC or FLAC', async () => {
    const tag = id3Tag({ privateBytes: 2 * MiB });
    expect(await detectFile(tag, manifest)).toBeUndefined();
    expect(await detectFile(tag, sineWav({ seconds: 0.2 }))).toBeUndefined();
    expect(await detectFile(tag)).toBeUndefined();
  });

  it('finds MP3, AAC and FLAC behind a 2 MiB tag, and behind a tag with a footer', async () => {
    const tag = id3Tag({ privateBytes: 2 * MiB, paddingBytes: 4096 });
    expect(await detectFile(tag, mp3)).toEqual({ kind: 'audio', ext: 'mp3', mime: 'audio/mpeg' });
    expect(await detectFile(tag, adts)).toMatchObject({ ext: 'aac' });
    expect(await detectFile(tag, flac)).toMatchObject({ ext: 'flac' });
    expect(await detectFile(id3Tag({ privateBytes: 1000, footer: true }), mp3)).toMatchObject({ ext: 'mp3' });
  });

  it('passes over several tags, up to ID3_TAGS_MAX', async () => {
    const tags = (count: number) => Array.from({ length: count }, () => id3Tag({ privateBytes: 100 }));
    expect(await detectFile(...tags(ID3_TAGS_MAX), mp3)).toMatchObject({ ext: 'mp3' });
    expect(await detectFile(...tags(ID3_TAGS_MAX + 1), mp3)).toBeUndefined();
  });

  it('refuses tags over ID3_TAG_MAX_BYTES without reading them, even when real audio follows', async () => {
    // A sparse file: the tag's bytes exist (zeros) and an MP3 follows them.
    const file = path.join(dir, 'oversized.mp3');
    const length = ID3_TAG_MAX_BYTES + MiB;
    const handle = await open(file, 'w');
    await handle.write(id3Tag({ declaredBytes: length - 10 }), 0, 10, 0);
    await handle.write(mp3, 0, mp3.length, length);
    await handle.close();
    expect(await detectMedia(file)).toBeUndefined();
    // Two tags together over the limit, each under it.
    const half = id3Tag({ declaredBytes: ID3_TAG_MAX_BYTES / 2 }).subarray(0, 10);
    let read = 0;
    const stream = Readable.from(
      (function* () {
        for (const part of [half, Buffer.alloc(ID3_TAG_MAX_BYTES / 2), half]) {
          read += part.length;
          yield part;
        }
        for (;;) {
          read += MiB;
          yield Buffer.alloc(MiB);
        }
      })(),
      { objectMode: false },
    );
    expect(await detectMediaOfStream(stream)).toBeUndefined();
    expect(read).toBeLessThan(ID3_TAG_MAX_BYTES / 2 + 4 * MiB);
  });

  it('reads a file with no tag as before, and keeps throwing for a missing file', async () => {
    expect(await detectFile(mp3)).toMatchObject({ ext: 'mp3' });
    expect(await detectFile(sineWav({ seconds: 0.2 }))).toMatchObject({ ext: 'wav', kind: 'audio' });
    expect(await detectFile(manifest)).toBeUndefined();
    expect(await detectFile(Buffer.alloc(0))).toBeUndefined();
    await expect(detectMedia(path.join(dir, 'missing'))).rejects.toThrow(/ENOENT/);
  });
});
