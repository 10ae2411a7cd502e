import fs from 'node:fs';
import { Readable } from 'node:stream';
// The Node entry point, which reads Node streams (the package's default is the browser's).
import { fileTypeFromStream } from 'file-type/node';
import { ID3_TAG_MAX_BYTES, ID3_TAGS_MAX } from '../../../shared/constants';

export type MediaKind = 'audio' | 'video';

export interface DetectedMedia {
  kind: MediaKind;
  /** The canonical extension, to name stored files by their content rather than by the upload's name. */
  ext: string;
  /** The registered type (audio/mp4 for M4A, rather than file-type's audio/x-m4a). */
  mime: string;
}

/**
 * The accepted formats, keyed by file-type's extension. An ISO-BMFF file's brand decides between m4a
 * (`audio/x-m4a`, or `audio/mp4` for the M4B/F4A brands) and mp4: a generic `isom`/`mp42` file is
 * `video/mp4` even when it only holds audio, so it counts as video here and the probe (which sees the
 * streams, see `mediaKind` in probe.ts) corrects the kind.
 */
const ALLOWED: Record<string, DetectedMedia> = {
  wav: { kind: 'audio', ext: 'wav', mime: 'audio/wav' },
  mp3: { kind: 'audio', ext: 'mp3', mime: 'audio/mpeg' },
  flac: { kind: 'audio', ext: 'flac', mime: 'audio/flac' },
  aac: { kind: 'audio', ext: 'aac', mime: 'audio/aac' },
  m4a: { kind: 'audio', ext: 'm4a', mime: 'audio/mp4' },
  m4b: { kind: 'audio', ext: 'm4a', mime: 'audio/mp4' },
  f4a: { kind: 'audio', ext: 'm4a', mime: 'audio/mp4' },
  mp4: { kind: 'video', ext: 'mp4', mime: 'video/mp4' },
  mov: { kind: 'video', ext: 'mov', mime: 'video/quicktime' },
  webm: { kind: 'video', ext: 'webm', mime: 'video/webm' },
  mkv: { kind: 'video', ext: 'mkv', mime: 'video/matroska' },
};

/** What an ID3v2 tag may stand before: MPEG audio frames, ADTS AAC, FLAC (never a container or a manifest). */
const TAGGED = new Set(['mp3', 'aac', 'flac']);

const ID3_HEADER_BYTES = 10;

/**
 * The length of the ID3v2 tag `header` starts (its header, frames, padding and footer), undefined when
 * it starts no tag, NaN for a header no tagger writes. ffmpeg's own reading (libavformat/id3v2.c,
 * ff_id3v2_match and ff_id3v2_tag_len): version and revision not 0xFF, a 28-bit "syncsafe" size (7
 * bits a byte), 10 more bytes when the footer flag is set.
 */
export function id3TagLength(header: Buffer): number | undefined {
  if (header.toString('latin1', 0, 3) !== 'ID3') return undefined;
  if (header.length < ID3_HEADER_BYTES) return NaN;
  const size = header.subarray(6, 10);
  if (header[3] === 0xff || header[4] === 0xff || size.some((byte) => byte >= 0x80)) return NaN;
  const body = (size[0] << 21) | (size[1] << 14) | (size[2] << 7) | size[3];
  const footer = header[5] & 0x10 ? ID3_HEADER_BYTES : 0;
  return ID3_HEADER_BYTES + body + footer;
}

/** A stream read a few bytes ahead, or skipped over, holding no more than one chunk. */
class ByteReader {
  private pending: Buffer = Buffer.alloc(0);
  private ended = false;
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(stream: Readable) {
    this.chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  private async pull(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.chunks.next();
    if (next.done) this.ended = true;
    else this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
    return !next.done;
  }

  /** Up to `bytes` from here on, left to read (fewer only at the end). */
  async peek(bytes: number): Promise<Buffer> {
    while (this.pending.length < bytes && (await this.pull()));
    return this.pending.subarray(0, bytes);
  }

  /** Passes over `bytes`; false when the stream ended first. */
  async skip(bytes: number): Promise<boolean> {
    let left = bytes;
    for (;;) {
      const taken = Math.min(left, this.pending.length);
      this.pending = this.pending.subarray(taken);
      left -= taken;
      if (left === 0) return true;
      if (!(await this.pull())) return false;
    }
  }

  /** The bytes from here on. */
  async *rest(): AsyncGenerator<Buffer> {
    if (this.pending.length) yield this.pending;
    this.pending = Buffer.alloc(0);
    while (await this.pull()) {
      yield this.pending;
      this.pending = Buffer.alloc(0);
    }
  }
}

/**
 * Passes over the ID3v2 tags at the reader's start, by their declared sizes. Answers whether there
 * were any, or undefined to refuse the file: a malformed header, more than ID3_TAGS_MAX tags, more
 * than ID3_TAG_MAX_BYTES of them, or a tag longer than the file.
 */
async function skipId3Tags(reader: ByteReader): Promise<boolean | undefined> {
  let total = 0;
  for (let tags = 0; ; tags++) {
    const length = id3TagLength(await reader.peek(ID3_HEADER_BYTES));
    if (length === undefined) return tags > 0;
    if (Number.isNaN(length) || tags === ID3_TAGS_MAX) return undefined;
    total += length;
    if (total > ID3_TAG_MAX_BYTES || !(await reader.skip(length))) return undefined;
  }
}

/**
 * The media type of a stream's bytes, never of a name; undefined for anything not accepted (an
 * image, a document, an archive, an empty file). A leading ID3v2 tag is passed over by its declared
 * size, reading as far as it goes (a detector that reads a fixed head is told "MP3" by a tag that
 * hides what follows), and what comes after it must itself be MP3, AAC or FLAC. Memory stays at a
 * chunk whatever the tag's size; the stream is closed once the type is known. Read errors throw.
 */
export async function detectMediaOfStream(stream: Readable): Promise<DetectedMedia | undefined> {
  try {
    const reader = new ByteReader(stream);
    const tagged = await skipId3Tags(reader);
    if (tagged === undefined) return undefined;
    const type = await fileTypeFromStream(Readable.from(reader.rest(), { objectMode: false }));
    if (!type || !Object.hasOwn(ALLOWED, type.ext) || (tagged && !TAGGED.has(type.ext))) return undefined;
    return { ...ALLOWED[type.ext] };
  } finally {
    stream.destroy();
  }
}

/**
 * The media type of a file by its bytes (detectMediaOfStream's rule, the same as for an upload);
 * read errors (a missing file) still throw.
 */
export async function detectMedia(path: string): Promise<DetectedMedia | undefined> {
  return detectMediaOfStream(fs.createReadStream(path));
}
