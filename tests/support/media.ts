import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ffmpegPath } from '../../server/media/binaries';
import { run } from '../../server/media/run';
import { toneWav } from '../../server/media/wav';

/** A WAV of a sine tone (the product's own generator, server/media/wav): tests need no fixture files. */
export const sineWav = (options: { seconds?: number; rate?: number; frequency?: number } = {}) =>
  toneWav(options);

/** A WAV header over bytes no decoder can read: it passes the type check, then fails the probe. */
export function brokenWav(): Buffer {
  const wav = sineWav({ seconds: 0.1 });
  wav.writeUInt16LE(0xfffe, 20); // an audio format that does not exist
  wav.writeUInt16LE(0, 22); // no channels
  return wav;
}

/** A one-second MP4 (a test picture and a tone, H.264 and AAC) made by the project's own ffmpeg. */
export async function smallMp4(): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'drm-mp4-'));
  const file = path.join(folder, 'clip.mp4');
  try {
    await run(ffmpegPath(), [
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=1'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
    ]);
    return await readFile(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A few seconds of a tone as AAC in M4A, made by the project's own ffmpeg. */
export async function toneM4a(seconds = 3, frequency = 880): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'drm-m4a-'));
  const file = path.join(folder, 'tone.m4a');
  try {
    await run(ffmpegPath(), [
      ...['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`],
      ...['-c:a', 'aac', '-f', 'ipod', file],
    ]);
    return await readFile(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** 64 bytes from the middle of an MP4's media data: a copy of its sound holds them too. */
export function mediaDataSample(mp4: Buffer): Buffer {
  const at = mp4.indexOf('mdat');
  if (at < 4) throw new Error('no media data');
  const size = mp4.readUInt32BE(at - 4);
  const middle = at + 4 + Math.floor((size - 8) / 2);
  return mp4.subarray(middle, middle + 64);
}
