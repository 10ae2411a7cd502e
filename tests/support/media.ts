import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ffmpegPath } from '../../server/platform/media/binaries';
import { run } from '../../server/platform/media/run';
import { toneWav } from '../../server/platform/media/wav';

/** A WAV of a sine tone (the product's own generator, server/platform/media/wav): tests need no fixture files. */
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

/** A 28-bit ID3v2 "syncsafe" integer: 7 bits in each of 4 bytes. */
function syncsafe(value: number): Buffer {
  return Buffer.from([(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f]);
}

/**
 * An ID3v2.4 tag as a tagger writes it: one PRIV frame of `privateBytes` (random, so nothing in it
 * looks like a frame), padding, the optional footer. `declaredBytes` forges the size the header
 * claims instead of the real one.
 */
export function id3Tag(options: {
  privateBytes?: number;
  paddingBytes?: number;
  footer?: boolean;
  declaredBytes?: number;
}): Buffer {
  const data = Buffer.concat([Buffer.from('drm-test\0'), randomBytes(options.privateBytes ?? 0)]);
  const frame = Buffer.concat([Buffer.from('PRIV'), syncsafe(data.length), Buffer.from([0, 0]), data]);
  const body = Buffer.concat([frame, Buffer.alloc(options.footer ? 0 : (options.paddingBytes ?? 0))]);
  const size = syncsafe(options.declaredBytes ?? body.length);
  const flags = options.footer ? 0x10 : 0;
  const header = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, flags]), size]);
  const footer = Buffer.concat([Buffer.from('3DI'), Buffer.from([4, 0, flags]), size]);
  return Buffer.concat([header, body, options.footer ? footer : Buffer.alloc(0)]);
}

/** Audio of a tone encoded by ffmpeg (`-f lavfi -i sine`), with no tag of ffmpeg's own. */
export async function encodedTone(format: 'mp3' | 'adts' | 'flac', seconds = 1): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'drm-tone-'));
  const file = path.join(folder, `tone.${format}`);
  const codec = { mp3: ['-c:a', 'libmp3lame', '-id3v2_version', '0'], adts: ['-c:a', 'aac'], flac: [] }[
    format
  ];
  try {
    await run(ffmpegPath(), [
      ...['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...codec,
      ...['-f', format, file],
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
