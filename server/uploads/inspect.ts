import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** The SHA-256 of everything the stream gives, as hex; memory stays at one chunk. */
export async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
