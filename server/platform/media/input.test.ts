import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  behindLargeId3,
  behindSmallId3,
  behindWavHeader,
  dashManifest,
  endlessDashManifest,
  fileUrl,
  hlsPlaylist,
} from '../../../tests/support/hostileMedia';
import { sineWav, toneM4a } from '../../../tests/support/media';
import { ffmpegPath, ffprobePath } from './binaries';
import { makePreview, makeWaveform } from './derive';
import { demuxerOf, inputArgs, mediaInput, storedMediaInput, UnsupportedMediaError } from './input';
import { probeMedia } from './probe';
import { fileArg, run } from './run';

const TEST_TIMEOUT_MS = 60_000;

let dir: string;
let victim: string;
let listener: net.Server;
let port: number;
let connections = 0;
const at = (file: string) => path.join(dir, file);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-input-'));
  victim = at('victim.m4a');
  await writeFile(victim, await toneM4a(2));
  listener = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as net.AddressInfo).port;
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  await new Promise((resolve) => listener?.close(resolve));
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the arguments of an uploaded file', () => {
  it.each([
    ['wav', 'wav'],
    ['mp3', 'mp3'],
    ['flac', 'flac'],
    ['aac', 'aac'],
    ['m4a', 'mov'],
    ['mp4', 'mov'],
    ['mov', 'mov'],
    ['webm', 'matroska'],
    ['mkv', 'matroska'],
  ])('reads a .%s only through the file protocol with the %s demuxer', (ext, demuxer) => {
    const args = inputArgs(mediaInput('/srv/files/original', ext));
    expect(args.slice(0, 4)).toEqual(['-protocol_whitelist', 'file', '-f', demuxer]);
    expect(args.slice(-2)).toEqual(['-i', 'file:/srv/files/original']);
    // The mov demuxer's references to other files stay off.
    if (demuxer === 'mov') expect(args.join(' ')).toContain('-enable_drefs 0 -use_absolute_path 0');
    else expect(args).not.toContain('-enable_drefs');
  });

  it('puts input options (a seek) before the file, and makes a relative or dashed name a plain path', () => {
    const args = inputArgs(mediaInput('-rf original.mp3', 'mp3'), ['-ss', '1.500']);
    expect(args.slice(-4)).toEqual(['-ss', '1.500', '-i', `file:${path.resolve('-rf original.mp3')}`]);
  });

  it.each(['m3u8', 'mpd', 'txt', 'ffconcat', 'html', '', 'constructor', '__proto__'])(
    'refuses a type no demuxer is allowed for: "%s"',
    (ext) => {
      expect(demuxerOf(ext)).toBeUndefined();
      expect(() => mediaInput('/tmp/x', ext)).toThrow(UnsupportedMediaError);
    },
  );

  it('reads a stored file only when its bytes are of the type it was stored as', async () => {
    await writeFile(at('tone.wav'), sineWav({ seconds: 0.5 }));
    await writeFile(at('manifest.mp3'), behindLargeId3(dashManifest(fileUrl(victim))));
    await writeFile(at('playlist.mp3'), behindSmallId3(hlsPlaylist([fileUrl(victim)])));
    expect(await storedMediaInput(at('tone.wav'), 'assets/a/original.wav')).toEqual({
      path: at('tone.wav'),
      demuxer: 'wav',
    });
    // M4A and MP4 are read by the same demuxer: a brand told apart differently is no disagreement.
    expect((await storedMediaInput(victim, 'assets/a/original.mp4')).demuxer).toBe('mov');
    for (const [file, key] of [
      [at('tone.wav'), 'assets/a/original.mp3'],
      [at('manifest.mp3'), 'assets/a/original.mp3'],
      [at('playlist.mp3'), 'assets/a/original.mp3'],
      [at('tone.wav'), 'assets/a/original.m3u8'],
    ] as const)
      await expect(storedMediaInput(file, key)).rejects.toThrow(UnsupportedMediaError);
  });
});

/** What an unforced ffprobe, as the tools ran before, makes of a file: its format, duration and streams. */
async function unforcedProbe(file: string) {
  const { stdout } = await run(ffprobePath(), [
    ...['-v', 'quiet', '-print_format', 'json', '-show_format', '-show_streams', fileArg(file)],
  ]).catch(() => ({ stdout: '{}' }));
  return JSON.parse(stdout) as {
    format?: { format_name?: string; duration?: string };
    streams?: { codec_name?: string }[];
  };
}

describe('hostile files read through the forced demuxer', { timeout: TEST_TIMEOUT_MS }, () => {
  it('reads no other file that a manifest behind a large ID3 tag names, and no URL', async () => {
    const manifest = at('dash.mp3');
    await writeFile(manifest, behindLargeId3(dashManifest(fileUrl(victim))));
    // The attack as it was: ffprobe took it for DASH and read the other file's sound.
    const before = await unforcedProbe(manifest);
    expect(before.format?.format_name).toBe('dash');
    expect(before.streams?.[0]?.codec_name).toBe('aac');

    await expect(probeMedia(mediaInput(manifest, 'mp3'))).rejects.toThrow(
      /not a readable audio or video file/,
    );
    await expect(
      makePreview(mediaInput(manifest, 'mp3'), at('preview.mp3'), 'audio', { durationSeconds: 2 }),
    ).rejects.toThrow();
    await expect(makeWaveform(mediaInput(manifest, 'mp3'))).rejects.toThrow();

    const remote = at('remote.mp3');
    await writeFile(remote, behindLargeId3(dashManifest(`http://127.0.0.1:${port}/segment.m4s`)));
    await expect(probeMedia(mediaInput(remote, 'mp3'))).rejects.toThrow();
    expect(connections).toBe(0);
  });

  it('reads no playlist, and no manifest behind a WAV header the detector accepts', async () => {
    // Named as a playlist: newer builds take one for HLS only by its name, Debian's 5.1 by its bytes too.
    const playlist = at('playlist.m3u8');
    await writeFile(playlist, behindSmallId3(hlsPlaylist([fileUrl(victim)])));
    expect((await unforcedProbe(playlist)).format?.format_name).toBe('hls');
    await expect(probeMedia(mediaInput(playlist, 'mp3'))).rejects.toThrow(/not a readable/);

    const wav = at('dash.wav');
    await writeFile(wav, behindWavHeader(dashManifest(fileUrl(victim))));
    // ffprobe's own guess would be DASH: its probe finds the manifest's words after the header.
    const guessed = await run(ffprobePath(), ['-v', 'debug', fileArg(wav)]).catch(
      (error: { details?: string; message: string }) => error.message,
    );
    expect(String(guessed)).toMatch(/dash/i);
    await expect(probeMedia(mediaInput(wav, 'wav'))).rejects.toThrow(/not a readable/);
  });

  it('refuses a manifest of 1,000 hours at once, as a plain file reads', async () => {
    const endless = at('endless.mp3');
    await writeFile(endless, behindLargeId3(endlessDashManifest(fileUrl(victim), 1000)));
    expect(Number((await unforcedProbe(endless)).format?.duration)).toBe(3_600_000);
    const started = Date.now();
    await expect(
      makePreview(mediaInput(endless, 'mp3'), at('endless-preview.mp3'), 'audio', { durationSeconds: 2 }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('still reads every accepted type, with the ffmpeg the server finds', async () => {
    await run(ffmpegPath(), [
      '-nostdin',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      at('ok.flac'),
    ]);
    const summary = await probeMedia(mediaInput(at('ok.flac'), 'flac'));
    expect(summary.durationSeconds).toBeCloseTo(1, 1);
    expect(summary.formatName).toBe('flac');
  });
});
