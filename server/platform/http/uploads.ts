import path from 'node:path';
import type { FastifyRequest } from 'fastify';

const FILE_NAME_MAX_LENGTH = 255;

/**
 * Characters a stored name must not carry: C0 and C1 controls (CR/LF would split a header or a
 * mail), Unicode line and paragraph separators, and the bidi marks, overrides and isolates that make
 * `invoice‮fdp.exe` read as `invoiceexe.pdf`.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Extensions a detected type may already carry. */
const SAME_TYPE: Record<string, string[]> = { jpg: ['jpg', 'jpeg'], jpeg: ['jpg', 'jpeg'] };

/**
 * A stored file name: `name` without unsafe characters, its last path segment only, ending with the
 * extension of the type detected from the bytes (a wrong one replaced, a missing one added), so PDF
 * bytes named `.html` are kept as `.pdf`. `fallback` is used when nothing usable is left.
 */
export function cleanFileName(name: string, ext: string, fallback: string): string {
  const clean = (text: string) => path.basename(text.replace(UNSAFE, '').replace(/\\/g, '/')).trim();
  const given = clean(name);
  const base = given.replace(/^\.+/, '') ? given : clean(fallback) || 'document';
  const dot = base.lastIndexOf('.');
  const current = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  if ((SAME_TYPE[ext] ?? [ext]).includes(current)) return base.slice(-FILE_NAME_MAX_LENGTH);
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim() || 'document';
  return `${stem.slice(0, FILE_NAME_MAX_LENGTH - ext.length - 1)}.${ext}`;
}

/**
 * The name a raw-body upload gives in its X-File-Name header (URL-encoded, so any name survives a
 * header), cleaned for a file of extension `ext` (see cleanFileName).
 */
export function uploadedFileName(request: FastifyRequest, ext: string, fallback: string): string {
  const header = request.headers['x-file-name'];
  let given = '';
  if (typeof header === 'string') {
    try {
      given = decodeURIComponent(header);
    } catch {
      // Not valid URL encoding: the fallback name is used.
    }
  }
  return cleanFileName(given, ext, fallback);
}

/** A Content-Disposition that makes the browser save the file under its stored name, never show it. */
export const attachment = (name: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name.replace(UNSAFE, ''))}`;
