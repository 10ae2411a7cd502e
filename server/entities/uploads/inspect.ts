import { createHash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { detectMediaOfStream, type DetectedMedia } from '../../platform/media/sniff';

/** The SHA-256 of everything the stream gives, as hex; memory stays at one chunk. */
export async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The pieces a head is read in: the detector's read-ahead stays far below the head's length. */
const HEAD_PIECE_BYTES = 16 * 1024;

/**
 * What an upload's first bytes already tell of its type (detectMediaOfStream's rule): the type,
 * 'undecided' when the detector read to their end (an ID3 tag running past them: the finish decides),
 * or undefined when no accepted format starts so, whatever follows (the detector stopped short of
 * the end, so the whole file would answer the same).
 */
export async function verdictOfHead(head: Buffer): Promise<DetectedMedia | 'undecided' | undefined> {
  let exhausted = false;
  function* pieces() {
    for (let at = 0; at < head.length; at += HEAD_PIECE_BYTES) yield head.subarray(at, at + HEAD_PIECE_BYTES);
    exhausted = true;
  }
  const media = await detectMediaOfStream(Readable.from(pieces(), { objectMode: false }));
  return media ?? (exhausted ? 'undecided' : undefined);
}

/**
 * Passes an upload's bytes through from its start, and judges the first `bytes` of them as soon as
 * they are there (verdictOfHead): junk stops the stream with an error, and `refused` says so (a
 * store may answer its own error instead). A stream that ends sooner is left to the finish.
 */
export class HeadCheck extends Transform {
  refused = false;
  private head: Buffer[] = [];
  private length = 0;
  private decided = false;

  constructor(private readonly bytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.decided) return done(null, chunk);
    this.head.push(chunk);
    this.length += chunk.length;
    if (this.length < this.bytes) return done(null, chunk);
    this.decided = true;
    const head = Buffer.concat(this.head).subarray(0, this.bytes);
    this.head = [];
    verdictOfHead(head).then((verdict) => {
      this.refused = verdict === undefined;
      done(this.refused ? new Error('The upload is not media.') : null, chunk);
    }, done);
  }
}
