import { parseFile } from 'music-metadata';
import { MEDIA_PROBE_TIMEOUT_SECONDS } from '../../../shared/constants';
import { msg, type Said } from '../../../shared/serverMessages';
import { SaidError } from '../jobs/saidError';
import { ffprobePath } from './binaries';
import { inputArgs, type MediaInput } from './input';
import { checkDuration } from './limits';
import { fileArg, ProcessError, run } from './run';
import type { MediaKind } from './sniff';

export interface MediaSummary {
  /** Undefined when neither the container nor a stream states it (some live-recorded WebM). */
  durationSeconds: number | undefined;
  /** Bits per second of the whole file, when known. */
  bitRate: number | undefined;
  /** ffprobe's demuxer names, e.g. `mov,mp4,m4a,3gp,3g2,mj2` or `matroska,webm`. */
  formatName: string;
  audio?: { codec: string; sampleRate: number; channels: number };
  /** The first real video stream: cover art embedded in MP3/M4A is not video. */
  video?: { codec: string; width: number; height: number; frameRate: number };
}

export interface ProbeOptions {
  timeoutSeconds?: number;
  signal?: AbortSignal;
}

export interface MediaTags {
  title?: string;
  artist?: string;
  album?: string;
  isrc?: string;
}

export interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  sample_rate?: string;
  channels?: number;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}

export interface FfprobeOutput {
  format?: { format_name?: string; duration?: string; bit_rate?: string };
  streams?: FfprobeStream[];
}

/** ffprobe prints numbers as strings, and `N/A` when unknown. */
function toNumber(value: string | number | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/** `30000/1001` → 29.97; `0/0` (unknown) → undefined. */
function toRate(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const [numerator, denominator = '1'] = value.split('/');
  const rate = Number(numerator) / Number(denominator);
  return Number.isFinite(rate) && rate > 0 ? Math.round(rate * 1000) / 1000 : undefined;
}

/** ffprobe's words without our server path or its `[demuxer @ 0x…]` prefixes, fit to show a user. */
function cleanReason(details: string, input: string): string {
  return details
    .split('\n')
    .map((line) =>
      line
        .split(`${input}: `)
        .join('')
        .replace(/^\[[^\]]* @ 0x[0-9a-f]+\]\s*/, ''),
    )
    .join('; ');
}

const unreadable = (why: Said) => new SaidError(why);

/** Turns ffprobe's JSON into the summary; exported for tests of odd outputs. */
export function summarize(output: FfprobeOutput): MediaSummary {
  const streams = output.streams ?? [];
  const audioStream = streams.find((s) => s.codec_type === 'audio');
  const videoStream = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!audioStream && !videoStream) throw unreadable('media.no_streams');
  const streamDurations = streams.map((s) => toNumber(s.duration) ?? 0);
  const summary: MediaSummary = {
    durationSeconds: toNumber(output.format?.duration) ?? (Math.max(0, ...streamDurations) || undefined),
    bitRate: toNumber(output.format?.bit_rate),
    formatName: output.format?.format_name ?? 'unknown',
  };
  if (audioStream) {
    summary.audio = {
      codec: audioStream.codec_name ?? 'unknown',
      sampleRate: toNumber(audioStream.sample_rate) ?? 0,
      channels: audioStream.channels ?? 0,
    };
  }
  if (videoStream) {
    summary.video = {
      codec: videoStream.codec_name ?? 'unknown',
      width: videoStream.width ?? 0,
      height: videoStream.height ?? 0,
      frameRate: toRate(videoStream.avg_frame_rate) ?? toRate(videoStream.r_frame_rate) ?? 0,
    };
  }
  return summary;
}

/** What the file really is: the sniffed kind of an `isom` MP4 may be video when it holds only audio. */
export function mediaKind(summary: MediaSummary): MediaKind {
  return summary.video ? 'video' : 'audio';
}

/**
 * Reads the container and streams with ffprobe, through the input's forced demuxer and nothing but
 * its file (input.ts). A file it cannot parse, or one claiming to last longer than any accepted,
 * rejects with "The file is not a readable audio or video file: …"; running out of time or being
 * aborted rejects as such.
 */
export async function probeMedia(input: MediaInput, options: ProbeOptions = {}): Promise<MediaSummary> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...inputArgs(input)];
  let stdout: string;
  try {
    ({ stdout } = await run(ffprobePath(), args, {
      timeoutSeconds: options.timeoutSeconds ?? MEDIA_PROBE_TIMEOUT_SECONDS,
      signal: options.signal,
    }));
  } catch (error) {
    // ffprobe's own reason ("moov atom not found", "Invalid data found…") says what is wrong.
    if (error instanceof ProcessError && error.exitCode !== null) {
      const reason = cleanReason(error.details, fileArg(input.path)) || 'unknown format';
      throw unreadable(msg('media.unreadable', { reason }));
    }
    throw error;
  }
  let output: FfprobeOutput;
  try {
    output = JSON.parse(stdout) as FfprobeOutput;
  } catch {
    throw unreadable('media.no_probe_answer');
  }
  const summary = summarize(output);
  checkDuration(summary.durationSeconds);
  return summary;
}

/** Title, artist, album and ISRC from the file's tags; {} when there are none or they cannot be read. */
export async function readTags(path: string): Promise<MediaTags> {
  try {
    const { common } = await parseFile(path, { duration: false, skipCovers: true });
    const tags: MediaTags = {};
    if (common.title) tags.title = common.title;
    if (common.artist) tags.artist = common.artist;
    if (common.album) tags.album = common.album;
    if (common.isrc?.[0]) tags.isrc = common.isrc[0];
    return tags;
  } catch {
    return {};
  }
}
