import { fileTypeFromFile } from 'file-type';

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

/**
 * The media type by the file's bytes, never by its name; undefined for anything not accepted (an
 * image, a document, an archive, an empty file). Read errors (a missing file) still throw.
 */
export async function detectMedia(path: string): Promise<DetectedMedia | undefined> {
  const type = await fileTypeFromFile(path);
  if (!type) return undefined;
  return Object.hasOwn(ALLOWED, type.ext) ? { ...ALLOWED[type.ext] } : undefined;
}
