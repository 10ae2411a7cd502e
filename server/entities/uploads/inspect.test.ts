import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { encodedTone, id3Tag, sineWav, smallMp4 } from '../../../tests/support/media';
import { HeadCheck, verdictOfHead } from './inspect';

const MiB = 1024 * 1024;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

describe("an upload's first MiB", () => {
  it('is judged media, not media, or left to the finish when the detector needs more', async () => {
    expect(await verdictOfHead(sineWav({ seconds: 80 }).subarray(0, MiB))).toMatchObject({ ext: 'wav' });
    const mp4 = await smallMp4();
    expect(await verdictOfHead(Buffer.concat([mp4, Buffer.alloc(MiB)]).subarray(0, MiB))).toMatchObject({
      ext: 'mp4',
    });
    expect(await verdictOfHead(Buffer.concat([png, Buffer.alloc(MiB)]).subarray(0, MiB))).toBeUndefined();
    // An ID3 tag running past the head: what follows it is not there yet.
    const tagged = Buffer.concat([id3Tag({ privateBytes: 2 * MiB }), await encodedTone('mp3')]);
    expect(await verdictOfHead(tagged.subarray(0, MiB))).toBe('undecided');
    // A tag claiming more than ID3_TAG_MAX_BYTES is refused at once.
    expect(
      await verdictOfHead(Buffer.concat([id3Tag({ declaredBytes: 200 * MiB }), Buffer.alloc(MiB)])),
    ).toBe(undefined);
  }, 30_000);

  it('passes every byte through once judged media, and stops at the MiB when not', async () => {
    const wav = sineWav({ seconds: 200 });
    const passed: Buffer[] = [];
    for await (const chunk of Readable.from([wav.subarray(0, 700_000), wav.subarray(700_000)]).pipe(
      new HeadCheck(MiB),
    ))
      passed.push(chunk as Buffer);
    expect(Buffer.concat(passed).equals(wav)).toBe(true);

    const check = new HeadCheck(MiB);
    const junk = Readable.from([Buffer.concat([png, Buffer.alloc(MiB)]), Buffer.alloc(4 * MiB)]);
    let through = 0;
    await expect(
      (async () => {
        for await (const chunk of junk.pipe(check)) through += (chunk as Buffer).length;
      })(),
    ).rejects.toThrow(/not media/);
    expect(check.refused).toBe(true);
    expect(through).toBeLessThanOrEqual(MiB + png.length);
  });
});
