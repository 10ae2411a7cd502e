import path from 'node:path';
import { fileArg } from './run';
import { detectMedia } from './sniff';

/**
 * The demuxer each accepted type is read with, by the canonical extension the server detected and
 * stored it under (sniff.ts's `ext`, the `original.<ext>` of its storage key). Nothing else is ever
 * read: no playlist or manifest format (HLS, DASH, concat…) that would open further files or URLs.
 */
const DEMUXERS = {
  wav: 'wav',
  mp3: 'mp3',
  flac: 'flac',
  aac: 'aac',
  m4a: 'mov',
  mp4: 'mov',
  mov: 'mov',
  webm: 'matroska',
  mkv: 'matroska',
} as const;

export type Demuxer = (typeof DEMUXERS)[keyof typeof DEMUXERS];

/**
 * The only protocol an input may open: its own file. Nested opens (a demuxer's references) are held
 * to it too, so nothing reaches the network whatever the file says.
 */
const PROTOCOLS = 'file';
/**
 * The mov demuxer's external references (data references to other files, aliases with absolute
 * paths) stay off: they are off by default, and said so here, so no build or default changes that.
 */
const MOV_OPTIONS = ['-enable_drefs', '0', '-use_absolute_path', '0'];

/** An uploaded file the tools may read: its path and the demuxer its detected type allows. */
export interface MediaInput {
  readonly path: string;
  readonly demuxer: Demuxer;
}

/** A file the server will not hand to the tools: not an accepted type, or not the type it was stored as. */
export class UnsupportedMediaError extends Error {
  override name = 'UnsupportedMediaError';
}

/** The demuxer of an accepted type's extension; undefined for anything else. */
export function demuxerOf(ext: string): Demuxer | undefined {
  const key = ext.toLowerCase();
  return Object.hasOwn(DEMUXERS, key) ? DEMUXERS[key as keyof typeof DEMUXERS] : undefined;
}

/** The file as the tools may read it, given the type detected for it; refused when no demuxer is allowed. */
export function mediaInput(file: string, ext: string): MediaInput {
  const demuxer = demuxerOf(ext);
  if (!demuxer) throw new UnsupportedMediaError('The file is not of a type the server processes.');
  return { path: file, demuxer };
}

/**
 * ffprobe's or ffmpeg's arguments for reading an uploaded file, the one place they are built: the
 * protocol whitelist and the forced demuxer, then `inputOptions` (a seek, say), then the file as
 * `file:/absolute/path`, so a name can be neither an option nor another protocol.
 */
export function inputArgs(input: MediaInput, inputOptions: readonly string[] = []): string[] {
  return [
    ...['-protocol_whitelist', PROTOCOLS, '-f', input.demuxer],
    ...(input.demuxer === 'mov' ? MOV_OPTIONS : []),
    ...inputOptions,
    ...['-i', fileArg(input.path)],
  ];
}

/**
 * A stored original's local copy as the tools may read it: its type is the one the server stored it
 * as (the storage key's extension), and its bytes are detected again and must agree, so a file stored
 * before a detector was fixed, or changed since, is refused rather than read as something else.
 */
export async function storedMediaInput(file: string, storageKey: string): Promise<MediaInput> {
  const stored = mediaInput(file, path.extname(storageKey).slice(1));
  const detected = await detectMedia(file);
  if (!detected || demuxerOf(detected.ext) !== stored.demuxer)
    throw new UnsupportedMediaError(
      'The file is not a supported audio or video file, or not the type it was uploaded as.',
    );
  return stored;
}
