import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

/** Large reads keep a multi-gigabyte upload fast while memory stays at one buffer. */
const READ_CHUNK_BYTES = 1024 * 1024;

/** The SHA-256 of a file as hex, streamed so that memory does not grow with the file. */
export async function sha256File(
  path: string,
  onProgress?: (bytesRead: number, totalBytes: number) => void,
): Promise<string> {
  const { size } = await stat(path);
  const hash = createHash('sha256');
  let bytesRead = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: READ_CHUNK_BYTES })) {
    hash.update(chunk as Buffer);
    bytesRead += (chunk as Buffer).length;
    onProgress?.(bytesRead, size);
  }
  return hash.digest('hex');
}
