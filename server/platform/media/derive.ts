import { rm, stat } from 'node:fs/promises';
import {
  MEDIA_POSTER_MAX_BYTES,
  MEDIA_POSTER_TIMEOUT_SECONDS,
  MEDIA_PREVIEW_BYTES_PER_SECOND,
  MEDIA_PREVIEW_SECONDS_PER_SECOND,
  MEDIA_WAVEFORM_BYTES_PER_SECOND,
  MEDIA_WAVEFORM_SECONDS_PER_SECOND,
} from '../../../shared/constants';
import { ffmpegPath } from './binaries';
import { inputArgs, type MediaInput } from './input';
import {
  checkOutputSize,
  OUTPUT_LIMIT_MESSAGE,
  OutputLimitError,
  outputBytes,
  sizeLimitArgs,
  toolSeconds,
} from './limits';
import { PeakAccumulator } from './peaks';
import { fileArg, run } from './run';
import type { MediaKind } from './sniff';

export const DEFAULT_WAVEFORM_POINTS = 1000;

const POSTER_MAX_WIDTH = 1280;
/** Where the poster frame is taken, as a share of the duration: past fades from black and titles. */
const POSTER_POSITION = 0.1;
const POSTER_FALLBACK_SECONDS = 1;
/** JPEG quality on ffmpeg's 2 (best) to 31 scale. */
const POSTER_QUALITY = '3';
const PREVIEW_MAX_WIDTH = 640;
const PREVIEW_VIDEO_BITRATE = '500k';
const PREVIEW_VIDEO_MAXRATE = '600k';
const PREVIEW_VIDEO_BUFSIZE = '1000k';
const PREVIEW_VIDEO_AUDIO_BITRATE = '96k';
const PREVIEW_AUDIO_BITRATE = '64k';
const PREVIEW_SAMPLE_RATE = '44100';
/** Enough resolution for a waveform, and 16 KB per second of audio through the pipe. */
const WAVEFORM_SAMPLE_RATE = '8000';

export interface DeriveOptions {
  /** By default scaled to `durationSeconds` (see limits.ts). */
  timeoutSeconds?: number;
  signal?: AbortSignal;
  /** The input's probed duration: the time and size limits are scaled to it. */
  durationSeconds?: number;
}

export interface PosterOptions extends DeriveOptions {
  /** The frame's time; by default 10% of `durationSeconds`, or 1 s when that is unknown. */
  atSeconds?: number;
}

export interface PreviewOptions extends DeriveOptions {
  /** Measured against `durationSeconds`; the preview is full length. */
  onProgress?: (percent: number) => void;
}

export interface WaveformOptions extends DeriveOptions {
  points?: number;
}

/** Quiet, never interactive, overwriting the output we were given. */
const COMMON = ['-nostdin', '-hide_banner', '-v', 'error', '-y'];

/** An even width no larger than `max`, keeping the aspect ratio (H.264 in 4:2:0 needs even sizes). */
const scaleTo = (max: number) => `scale=w='trunc(min(${max},iw)/2)*2':h=-2`;

/**
 * Runs ffmpeg for one output no larger than `maxBytes` (its `-fs` is in `args`); a failed run, or
 * one cut short at the limit, leaves no half-written file behind.
 */
async function produce(
  output: string,
  args: string[],
  maxBytes: number,
  options: Parameters<typeof run>[2],
): Promise<void> {
  try {
    await run(ffmpegPath(), args, options);
    await checkOutputSize(output, maxBytes);
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  }
}

async function isEmpty(file: string): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  return !info || info.size === 0;
}

/** One JPEG frame, at most 1280 px wide, without the source's metadata. */
export async function makePoster(
  input: MediaInput,
  output: string,
  options: PosterOptions = {},
): Promise<void> {
  const at =
    options.atSeconds ??
    (options.durationSeconds ? options.durationSeconds * POSTER_POSITION : POSTER_FALLBACK_SECONDS);
  const runOptions = {
    timeoutSeconds: options.timeoutSeconds ?? MEDIA_POSTER_TIMEOUT_SECONDS,
    signal: options.signal,
  };
  const posterArgs = (seconds: number) => [
    ...COMMON,
    ...inputArgs(input, ['-ss', seconds.toFixed(3)]),
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-vf',
    scaleTo(POSTER_MAX_WIDTH),
    '-map_metadata',
    '-1',
    '-q:v',
    POSTER_QUALITY,
    '-c:v',
    'mjpeg',
    '-f',
    'image2',
    '-update',
    '1',
    ...sizeLimitArgs(MEDIA_POSTER_MAX_BYTES),
    fileArg(output),
  ];
  await produce(output, posterArgs(at), MEDIA_POSTER_MAX_BYTES, runOptions);
  // A seek past the end (a clip shorter than the default 1 s) succeeds with no frame: take the first.
  if (at > 0 && (await isEmpty(output)))
    await produce(output, posterArgs(0), MEDIA_POSTER_MAX_BYTES, runOptions);
  if (await isEmpty(output)) {
    await rm(output, { force: true });
    throw new Error('ffmpeg found no video frame for the poster');
  }
}

/** Audio: 64 kbps mono MP3. Video: H.264 baseline + AAC in MP4, ≤ 640 px wide, ~500 kbps, faststart. */
export async function makePreview(
  input: MediaInput,
  output: string,
  kind: MediaKind,
  options: PreviewOptions = {},
): Promise<void> {
  const encode =
    kind === 'audio'
      ? ['-map', '0:a:0', '-ac', '1', '-ar', PREVIEW_SAMPLE_RATE, '-c:a', 'libmp3lame']
      : [
          ...['-map', '0:v:0', '-map', '0:a:0?', '-vf', `${scaleTo(PREVIEW_MAX_WIDTH)},format=yuv420p`],
          ...['-c:v', 'libx264', '-profile:v', 'baseline', '-preset', 'veryfast'],
          ...[
            '-b:v',
            PREVIEW_VIDEO_BITRATE,
            '-maxrate',
            PREVIEW_VIDEO_MAXRATE,
            '-bufsize',
            PREVIEW_VIDEO_BUFSIZE,
          ],
          ...['-c:a', 'aac', '-ac', '2', '-ar', PREVIEW_SAMPLE_RATE],
          ...['-movflags', '+faststart'],
        ];
  const bitrate = kind === 'audio' ? PREVIEW_AUDIO_BITRATE : PREVIEW_VIDEO_AUDIO_BITRATE;
  const maxBytes = outputBytes(options.durationSeconds, MEDIA_PREVIEW_BYTES_PER_SECOND);
  const args = [
    ...COMMON,
    ...inputArgs(input),
    ...encode,
    '-b:a',
    bitrate,
    // Previews may be shown to others: no tags, no location from a phone.
    '-map_metadata',
    '-1',
    ...(options.onProgress ? ['-progress', 'pipe:1', '-nostats'] : []),
    '-f',
    kind === 'audio' ? 'mp3' : 'mp4',
    ...sizeLimitArgs(maxBytes),
    fileArg(output),
  ];
  await produce(output, args, maxBytes, {
    timeoutSeconds:
      options.timeoutSeconds ?? toolSeconds(options.durationSeconds, MEDIA_PREVIEW_SECONDS_PER_SECOND),
    signal: options.signal,
    onProgress: options.onProgress,
    durationSeconds: options.durationSeconds,
  });
}

/**
 * Peaks (0 to 1) of the first audio stream: decoded to mono 8 kHz 16-bit PCM on ffmpeg's stdout and
 * folded into `points` buckets as it streams (see PeakAccumulator), so memory does not grow with length.
 */
export async function makeWaveform(input: MediaInput, options: WaveformOptions = {}): Promise<number[]> {
  const peaks = new PeakAccumulator(options.points ?? DEFAULT_WAVEFORM_POINTS);
  const maxBytes = outputBytes(options.durationSeconds, MEDIA_WAVEFORM_BYTES_PER_SECOND);
  let bytes = 0;
  const args = [
    ...COMMON,
    ...inputArgs(input),
    ...[
      '-map',
      '0:a:0',
      '-ac',
      '1',
      '-ar',
      WAVEFORM_SAMPLE_RATE,
      '-c:a',
      'pcm_s16le',
      '-f',
      's16le',
      ...sizeLimitArgs(maxBytes),
      'pipe:1',
    ],
  ];
  await run(ffmpegPath(), args, {
    timeoutSeconds:
      options.timeoutSeconds ?? toolSeconds(options.durationSeconds, MEDIA_WAVEFORM_SECONDS_PER_SECOND),
    signal: options.signal,
    onStdout: (chunk) => {
      bytes += chunk.length;
      peaks.addPcm(chunk);
    },
  });
  // Cut short at the limit: the peaks would be of part of the sound.
  if (bytes >= maxBytes) throw new OutputLimitError(OUTPUT_LIMIT_MESSAGE);
  return peaks.result();
}
