import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** A file part whose bytes are read only as the request is sent. */
export interface StreamedFile {
  /** Opens the bytes (a read of the file storage). */
  open(): Promise<NodeJS.ReadableStream>;
  size: number;
  fileName: string;
  contentType: string;
}

/** A text part; JSON parts say so in their type. */
export interface TextPart {
  name: string;
  value: string;
  contentType?: string;
}

export interface MultipartBody {
  contentType: string;
  contentLength: number;
  body: Readable;
}

/** A header value in quotes: the names the app gives are plain, but a quote or a line break would end it. */
const quoted = (value: string) => `"${value.replace(/[\r\n"\\]/g, '_')}"`;

/**
 * A multipart/form-data body (RFC 7578) of text fields and one file, streamed: the file's bytes go
 * from the storage to the socket as they are read, so a file of gigabytes costs no memory. FormData
 * would need the file as a Blob, which is held in memory or must be a local file; the storage may be
 * S3. Its exact length is known up front, so the request carries a Content-Length and the receiver
 * sees a file cut short as an error.
 */
export function multipartBody(fields: readonly TextPart[], fileField: string, file: StreamedFile) {
  const boundary = `drm-${randomBytes(16).toString('hex')}`;
  const textParts = fields.map(
    ({ name, value, contentType = 'text/plain; charset=utf-8' }) =>
      `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\n` +
      `Content-Type: ${contentType}\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${textParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name=${quoted(fileField)}; ` +
      `filename=${quoted(file.fileName)}\r\nContent-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* parts() {
    yield head;
    for await (const chunk of await file.open()) yield chunk as Buffer;
    yield tail;
  }
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: head.length + file.size + tail.length,
    body: Readable.from(parts(), { objectMode: false }),
  } satisfies MultipartBody;
}
