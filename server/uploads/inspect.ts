import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { detectMedia, type DetectedMedia } from '../media/sniff';

/**
 * The first bytes a type is decided from: every accepted format says what it is at its start, and a
 * leading ID3 tag (an MP3's, cover art included) seldom passes a megabyte; a longer one still reads
 * as MP3, and the probe checks the streams afterwards.
 */
export const HEAD_BYTES = 1024 * 1024;

/** Up to `bytes` from the stream's start; the rest is not read (the stream is closed). */
export async function readHead(stream: Readable, bytes = HEAD_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** The SHA-256 of everything the stream gives, as hex; memory stays at one chunk. */
export async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The media type of a file from its first bytes, by the one list of accepted formats
 * (media/sniff.ts), which reads a file: the head goes to a scratch file for it.
 */
export async function detectMediaOfHead(head: Buffer): Promise<DetectedMedia | undefined> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'drm-head-'));
  try {
    const file = path.join(dir, 'head');
    await fs.writeFile(file, head);
    return await detectMedia(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
