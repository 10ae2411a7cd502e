import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath } from './binaries';
import { makePoster, makePreview, makeWaveform } from './derive';
import { sha256File } from './hash';
import { mediaInput } from './input';
import { PeakAccumulator } from './peaks';
import { mediaKind, probeMedia, readTags, summarize } from './probe';
import { AbortError, run, TimeoutError } from './run';
import { detectMedia, type MediaKind } from './sniff';

/** Encoding the fixtures takes a few seconds on a small machine. */
const SETUP_TIMEOUT_MS = 120_000;
const TEST_TIMEOUT_MS = 60_000;
/** lavfi's sine source plays at 1/8 of full scale. */
const SINE_AMPLITUDE = 1 / 8;

const SINE = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'];
const PICTURE = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=2'];
const H264_AAC = [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-shortest',
];

interface Fixture {
  file: string;
  args: string[];
  kind: MediaKind;
  ext: string;
}

/** Every accepted format; all encoders are in Debian's ffmpeg 5.1 and the npm fallback (libvpx included), none skipped. */
const FIXTURES: Fixture[] = [
  { file: 'sine.wav', args: [...SINE], kind: 'audio', ext: 'wav' },
  { file: 'sine.mp3', args: [...SINE, '-c:a', 'libmp3lame'], kind: 'audio', ext: 'mp3' },
  { file: 'sine.flac', args: [...SINE], kind: 'audio', ext: 'flac' },
  { file: 'sine.m4a', args: [...SINE, '-c:a', 'aac'], kind: 'audio', ext: 'm4a' },
  { file: 'sine.aac', args: [...SINE, '-c:a', 'aac', '-f', 'adts'], kind: 'audio', ext: 'aac' },
  { file: 'clip.mp4', args: [...PICTURE, ...SINE, ...H264_AAC], kind: 'video', ext: 'mp4' },
  { file: 'clip.mov', args: [...PICTURE, ...SINE, ...H264_AAC], kind: 'video', ext: 'mov' },
  {
    file: 'clip.webm',
    args: [...PICTURE, ...SINE, '-c:v', 'libvpx', '-deadline', 'realtime', '-c:a', 'libvorbis', '-shortest'],
    kind: 'video',
    ext: 'webm',
  },
  { file: 'clip.mkv', args: [...PICTURE, ...SINE, ...H264_AAC], kind: 'video', ext: 'mkv' },
];

let dir: string;
const at = (file: string) => path.join(dir, file);
/** A fixture as the tools read an upload: by the type its extension names (as stored, see input.ts). */
const media = (file: string) => mediaInput(at(file), path.extname(file).slice(1));

async function ffmpeg(args: string[]): Promise<void> {
  await run(ffmpegPath(), ['-nostdin', '-v', 'error', '-y', ...args], { timeoutSeconds: 60 });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  for (const fixture of FIXTURES) await ffmpeg([...fixture.args, at(fixture.file)]);
  await ffmpeg(['-f', 'lavfi', '-i', 'color=c=red:size=16x16', '-frames:v', '1', at('picture.png')]);
  await writeFile(at('image.mp3'), await readFile(at('picture.png')));
  await writeFile(at('notes.wav'), 'These are not the sounds you are looking for.\n'.repeat(20));
  await writeFile(at('empty.mp4'), '');
  await writeFile(at('archive.mp4'), zipSync({ 'a.txt': new TextEncoder().encode('hello') }));
  await writeFile(at('truncated.mp4'), (await readFile(at('clip.mp4'))).subarray(0, 1024));
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('media toolkit', { timeout: TEST_TIMEOUT_MS }, () => {
  it.each(FIXTURES)('detects $file as $kind by its bytes', async ({ file, kind, ext }) => {
    expect(await detectMedia(at(file))).toMatchObject({ kind, ext });
  });

  it.each(['image.mp3', 'notes.wav', 'empty.mp4', 'archive.mp4'])('refuses %s', async (file) => {
    expect(await detectMedia(at(file))).toBeUndefined();
  });

  it('rejects a truncated MP4 with a readable message', async () => {
    expect(await detectMedia(at('truncated.mp4'))).toMatchObject({ kind: 'video' });
    await expect(probeMedia(media('truncated.mp4'))).rejects.toThrow(
      /^The file is not a readable audio or video file: /,
    );
    await expect(probeMedia(media('notes.wav'))).rejects.toThrow(/not a readable audio or video file/);
  });

  it.each(FIXTURES)('probes $file', async ({ file, kind }) => {
    const summary = await probeMedia(media(file));
    expect(summary.durationSeconds).toBeGreaterThan(1.8);
    expect(summary.durationSeconds).toBeLessThan(2.3);
    expect([44100, 48000]).toContain(summary.audio?.sampleRate);
    expect(summary.audio?.channels).toBe(1);
    expect(mediaKind(summary)).toBe(kind);
    if (kind === 'video') expect(summary.video).toMatchObject({ width: 320, height: 240, frameRate: 25 });
    else expect(summary.video).toBeUndefined();
  });

  it('lets the probe correct the kind of an audio-only MP4 and ignore cover art', async () => {
    await ffmpeg([...SINE, '-c:a', 'aac', '-f', 'mp4', at('audio-only.mp4')]);
    expect(await detectMedia(at('audio-only.mp4'))).toMatchObject({ kind: 'video', ext: 'mp4' });
    expect(mediaKind(await probeMedia(media('audio-only.mp4')))).toBe('audio');

    const cover = ['-map', '0', '-map', '1', '-c:a', 'libmp3lame', '-c:v', 'png'];
    await ffmpeg([...SINE, '-i', at('picture.png'), ...cover, at('covered.mp3')]);
    const summary = await probeMedia(media('covered.mp3'));
    expect(summary.video).toBeUndefined();
    expect(mediaKind(summary)).toBe('audio');
  });

  it('summarizes unknown figures as undefined and refuses a file without audio or video', () => {
    const summary = summarize({
      format: { format_name: 'matroska,webm', duration: 'N/A' },
      streams: [
        { codec_type: 'video', codec_name: 'vp9', width: 640, height: 360, avg_frame_rate: '30000/1001' },
      ],
    });
    expect(summary).toEqual({
      durationSeconds: undefined,
      bitRate: undefined,
      formatName: 'matroska,webm',
      video: { codec: 'vp9', width: 640, height: 360, frameRate: 29.97 },
    });
    expect(() => summarize({ streams: [{ codec_type: 'data' }] })).toThrow(/no audio or video stream/);
  });

  it('reads no tags from an untagged file without throwing', async () => {
    expect(await readTags(at('sine.wav'))).toEqual({});
    expect(await readTags(at('notes.wav'))).toEqual({});
    expect(await readTags(at('missing.mp3'))).toEqual({});
  });

  it('reads title, artist, album and ISRC', async () => {
    const tags = ['title=Song', 'artist=Band', 'album=Record', 'TSRC=USABC2400001'];
    await ffmpeg([...SINE, '-c:a', 'libmp3lame', ...tags.flatMap((t) => ['-metadata', t]), at('tagged.mp3')]);
    expect(await readTags(at('tagged.mp3'))).toEqual({
      title: 'Song',
      artist: 'Band',
      album: 'Record',
      isrc: 'USABC2400001',
    });
  });

  it('hashes like node crypto and reports progress', async () => {
    const bytes = await readFile(at('clip.mp4'));
    const seen: number[] = [];
    const digest = await sha256File(at('clip.mp4'), (done) => seen.push(done));
    expect(digest).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(seen.at(-1)).toBe(bytes.length);
    expect(await sha256File(at('empty.mp4'))).toBe(createHash('sha256').digest('hex'));
  });

  it('makes a JPEG poster', async () => {
    await makePoster(media('clip.mp4'), at('poster.jpg'), { durationSeconds: 2 });
    expect([...(await readFile(at('poster.jpg'))).subarray(0, 2)]).toEqual([0xff, 0xd8]);
    // Past the end: falls back to the first frame.
    await makePoster(media('clip.mkv'), at('poster-late.jpg'), { atSeconds: 30 });
    expect([...(await readFile(at('poster-late.jpg'))).subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('makes an MP3 preview of audio', async () => {
    const progress: number[] = [];
    await makePreview(media('sine.flac'), at('preview.mp3'), 'audio', {
      durationSeconds: 2,
      onProgress: (percent) => progress.push(percent),
    });
    expect(await detectMedia(at('preview.mp3'))).toMatchObject({ ext: 'mp3' });
    const summary = await probeMedia(media('preview.mp3'));
    expect(summary.audio).toMatchObject({ codec: 'mp3', channels: 1 });
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('makes an MP4 preview of video', async () => {
    await makePreview(media('clip.webm'), at('preview.mp4'), 'video', { durationSeconds: 2 });
    expect(await detectMedia(at('preview.mp4'))).toMatchObject({ ext: 'mp4', kind: 'video' });
    const summary = await probeMedia(media('preview.mp4'));
    expect(summary.video).toMatchObject({ codec: 'h264', width: 320, height: 240 });
    expect(summary.audio).toMatchObject({ codec: 'aac' });
  });

  it('draws a waveform at the sine amplitude', async () => {
    const peaks = await makeWaveform(media('sine.wav'), { points: 200 });
    expect(peaks).toHaveLength(200);
    expect(peaks.every((p) => p >= 0 && p <= 1)).toBe(true);
    for (const peak of peaks.slice(10, -10)) expect(peak).toBeCloseTo(SINE_AMPLITUDE, 1);
    expect(await makeWaveform(media('clip.mp4'))).toHaveLength(1000);
  });

  it('folds PCM into exact buckets, across odd chunk boundaries', () => {
    const samples = Int16Array.from({ length: 10_001 }, (_, i) => (i % 1000 === 500 ? -16384 : 100));
    const bytes = Buffer.from(samples.buffer);
    const accumulator = new PeakAccumulator(10);
    for (let i = 0; i < bytes.length; i += 333) accumulator.addPcm(bytes.subarray(i, i + 333));
    const peaks = accumulator.result();
    expect(peaks).toHaveLength(10);
    for (const peak of peaks) expect(peak).toBe(0.5);
    expect(new PeakAccumulator(5).result()).toEqual([0, 0, 0, 0, 0]);
  });

  it('stops a run that exceeds its time limit', async () => {
    const endless = ['-nostdin', '-re', '-f', 'lavfi', '-i', 'sine', '-t', '3600', '-f', 'null', '-'];
    const error = await run(ffmpegPath(), endless, { timeoutSeconds: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('ffmpeg stopped after 1 s');
  });

  it('stops a run when aborted', async () => {
    const endless = ['-nostdin', '-re', '-f', 'lavfi', '-i', 'sine', '-t', '3600', '-f', 'null', '-'];
    await expect(run(ffmpegPath(), endless, { signal: AbortSignal.timeout(300) })).rejects.toBeInstanceOf(
      AbortError,
    );
    await expect(run(ffmpegPath(), endless, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      AbortError,
    );
  });

  it('rejects with the end of stderr when the tool fails', async () => {
    await expect(run(ffmpegPath(), ['-nostdin', '-i', at('missing.wav'), '-f', 'null', '-'])).rejects.toThrow(
      /^ffmpeg failed \(exit code 1\): .*No such file or directory/s,
    );
    await expect(run(at('no-such-binary'), [])).rejects.toThrow(/could not start/);
  });
});
