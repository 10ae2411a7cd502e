import { errorBody } from '../http/errors';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachment } from '../http/uploads';
import { type FileStorage, StoredFileMissing } from './storage';

/**
 * Types a browser shows or plays but never runs: no HTML, SVG, XML, text or script, whatever an
 * uploader claimed. Anything else is sent as a download of application/octet-stream.
 */
const SAFE_TYPE =
  /^(?:audio\/[\w.+-]+|video\/[\w.+-]+|image\/(?:png|jpeg|webp)|application\/(?:json|octet-stream|zip))$/;

/** The part of a Range header this server honours: one byte range, or none (the whole file). */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/**
 * One `bytes=a-b`, `bytes=a-` or `bytes=-n` range of a file of `size` bytes, cut to the file.
 * Several ranges, other units and malformed ones are ignored (the whole file is sent), as RFC 9110
 * allows; a range that starts past the end is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/i.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') {
    const length = Number(last);
    return length === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end: Math.min(end, size - 1) };
}

/** A Content-Disposition for `name` cleaned of control and bidi characters (`attachment` does it). */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  kind === 'attachment' ? attachment(name) : `inline${attachment(name).slice('attachment'.length)}`;

/**
 * Serves the stored file `key` with HTTP Range support (players seek with it): 206 for one
 * satisfiable range, 416 for one past the end, 200 with the whole file otherwise, 404 when absent.
 * A content type a browser could run as a page or script is sent as a download instead.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: { contentType: string; fileName: string; disposition?: 'inline' | 'attachment' },
): Promise<FastifyReply> {
  const notFound = () => reply.code(404).send(errorBody('not_found.file'));
  const stored = await storage.stat(key);
  if (!stored) return notFound();
  const { size } = stored;
  reply.header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');

  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send(errorBody('range.unsatisfiable'));
  }

  // Opened before the headers are set, so a file removed since the stat still answers a plain 404. A
  // HEAD gets an empty stream: Fastify keeps the Content-Length set for a stream, where its automatic
  // HEAD route would set 0 for no body, or drain the whole file for the file's stream.
  let body: NodeJS.ReadableStream = Readable.from([]);
  if (request.method !== 'HEAD') {
    try {
      body = await storage.read(key, range);
    } catch (error) {
      if (error instanceof StoredFileMissing) return notFound();
      throw error;
    }
  }

  const given = options.contentType.split(';')[0].trim().toLowerCase();
  const safe = SAFE_TYPE.test(given);
  const kind = safe ? (options.disposition ?? 'inline') : 'attachment';
  reply
    .header('content-type', safe ? given : 'application/octet-stream')
    .header('content-disposition', disposition(kind, options.fileName))
    .header('content-length', range ? range.end - range.start + 1 : size);
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  return reply.send(body);
}
