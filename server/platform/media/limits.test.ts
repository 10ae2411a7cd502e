import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEDIA_CLIP_SECONDS_PER_SECOND,
  MEDIA_MAX_DURATION_SECONDS,
  MEDIA_OUTPUT_MIN_BYTES,
  MEDIA_PREVIEW_BYTES_PER_SECOND,
  MEDIA_PREVIEW_SECONDS_PER_SECOND,
  MEDIA_TOOL_MAX_SECONDS,
  MEDIA_TOOL_MIN_SECONDS,
} from '../../../shared/constants';
import { ffmpegPath } from './binaries';
import { makeWaveform } from './derive';
import { mediaInput } from './input';
import { checkOutputSize, OutputLimitError, outputBytes, sizeLimitArgs, toolSeconds } from './limits';
import { probeMedia } from './probe';
import { run } from './run';

const TEST_TIMEOUT_MS = 60_000;
/** Where a FLAC's STREAMINFO keeps its sample rate, channels, bits and (in the low 36 bits) its length. */
const STREAMINFO_FIGURES_AT = 18;

let dir: string;
const at = (file: string) => path.join(dir, file);
const ffmpeg = (args: string[]) =>
  run(ffmpegPath(), ['-nostdin', '-v', 'error', '-y', ...args], { timeoutSeconds: 60 });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-limits-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('limits scaled to the probed duration', () => {
  it('gives a short file a short time, a long one more, within the floor and the ceiling', () => {
    expect(toolSeconds(2, MEDIA_PREVIEW_SECONDS_PER_SECOND)).toBe(MEDIA_TOOL_MIN_SECONDS);
    expect(toolSeconds(600, MEDIA_PREVIEW_SECONDS_PER_SECOND)).toBe(600);
    expect(toolSeconds(300, MEDIA_CLIP_SECONDS_PER_SECOND)).toBe(600);
    expect(toolSeconds(10 * 3600, MEDIA_PREVIEW_SECONDS_PER_SECOND)).toBe(MEDIA_TOOL_MAX_SECONDS);
    for (const unknown of [undefined, Number.NaN, 0, -5])
      expect(toolSeconds(unknown, MEDIA_PREVIEW_SECONDS_PER_SECOND)).toBe(MEDIA_TOOL_MAX_SECONDS);
  });

  it('caps the output by the duration, and an unknown or absurd one at the longest accepted', () => {
    expect(outputBytes(2, MEDIA_PREVIEW_BYTES_PER_SECOND)).toBe(
      MEDIA_OUTPUT_MIN_BYTES + 2 * MEDIA_PREVIEW_BYTES_PER_SECOND,
    );
    const longest = MEDIA_OUTPUT_MIN_BYTES + MEDIA_MAX_DURATION_SECONDS * MEDIA_PREVIEW_BYTES_PER_SECOND;
    expect(outputBytes(undefined, MEDIA_PREVIEW_BYTES_PER_SECOND)).toBe(longest);
    expect(outputBytes(3_600_000, MEDIA_PREVIEW_BYTES_PER_SECOND)).toBe(longest);
  });

  it(
    'refuses a file claiming 1,000 hours before decoding it',
    async () => {
      await ffmpeg([
        '-f',
        'lavfi',
        '-i',
        'sine=duration=1:sample_rate=8000',
        '-c:a',
        'flac',
        at('short.flac'),
      ]);
      const flac = await readFile(at('short.flac'));
      // The same second of sound, its STREAMINFO saying 1,000 hours of samples at 8 kHz.
      const figures = flac.readBigUInt64BE(STREAMINFO_FIGURES_AT);
      const samples = BigInt(8000 * 3600 * 1000);
      flac.writeBigUInt64BE((figures & ~((1n << 36n) - 1n)) | samples, STREAMINFO_FIGURES_AT);
      await writeFile(at('claims.flac'), flac);
      await expect(probeMedia(mediaInput(at('claims.flac'), 'flac'))).rejects.toThrow(
        /claims to last 1000 hours, more than the 12 accepted/,
      );
      expect((await probeMedia(mediaInput(at('short.flac'), 'flac'))).durationSeconds).toBeCloseTo(1, 1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses an output cut short at its size limit',
    async () => {
      await ffmpeg(['-f', 'lavfi', '-i', 'sine=duration=10', ...sizeLimitArgs(10_000), at('capped.wav')]);
      // ffmpeg stopped at the limit and said nothing: the size tells.
      await expect(checkOutputSize(at('capped.wav'), 10_000)).rejects.toBeInstanceOf(OutputLimitError);
      await expect(checkOutputSize(at('capped.wav'), 1_000_000)).resolves.toBeUndefined();
      await expect(checkOutputSize(at('missing.wav'), 10)).resolves.toBeUndefined();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'lets a sound run past a misstated length within the floor (a VBR MP3 without a header, say)',
    async () => {
      await ffmpeg(['-f', 'lavfi', '-i', 'sine=duration=2', at('two.wav')]);
      // Told 0.001 s, the PCM cap is its floor: two seconds of sound stay far under it.
      expect(await makeWaveform(mediaInput(at('two.wav'), 'wav'), { durationSeconds: 0.001 })).toHaveLength(
        1000,
      );
    },
    TEST_TIMEOUT_MS,
  );
});
