import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROFILE_PICTURE_UPLOADS_PER_HOUR } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { badRequest, tooManyRequests } from '../../platform/http/errors';
import { takeAttempt } from '../../platform/throttles/throttle';

/** The picture types taken, by the bytes every such file starts with. */
const SIGNATURES: Array<{ ext: string; type: string; matches(body: Buffer): boolean }> = [
  {
    ext: 'png',
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { ext: 'jpg', type: 'image/jpeg', matches: (b) => b.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')) },
  {
    ext: 'webp',
    type: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];
export const PICTURE_CONTENT_TYPES = SIGNATURES.map((s) => s.type);
/** A stored picture's name: random, so its address cannot be guessed, with its type's extension. */
export const PICTURE_NAME_PATTERN = '^[a-f0-9]{32}\\.(png|jpg|webp)$';
export const PICTURE_URL_PREFIX = '/api/user/picture/';

export const pictureKind = (body: Buffer) => SIGNATURES.find((s) => s.matches(body));
export const pictureType = (name: string) => SIGNATURES.find((s) => name.endsWith(`.${s.ext}`))!.type;
export const pictureFile = (filesDir: string, name: string) => path.join(filesDir, 'pictures', name);

export async function savePicture(filesDir: string, body: Buffer, ext: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const file = pictureFile(filesDir, name);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, body);
  return name;
}

/** Removes a picture this server stored (an address elsewhere is left alone). */
export async function removePicture(filesDir: string, url: string | null): Promise<void> {
  const name = url?.startsWith(PICTURE_URL_PREFIX) ? url.slice(PICTURE_URL_PREFIX.length) : undefined;
  if (name && new RegExp(PICTURE_NAME_PATTERN).test(name)) {
    await fs.promises.rm(pictureFile(filesDir, name), { force: true });
  }
}

const PICTURE_POLICY = { free: PROFILE_PICTURE_UPLOADS_PER_HOUR, windowMs: 3_600_000 };

/**
 * An uploaded picture, checked (PNG, JPEG or WebP, else 400), counted against the uploader's hourly
 * limit before anything is written (429), then stored: answers its address.
 */
export async function storeUploadedPicture(
  db: Database,
  filesDir: string,
  uploaderId: string,
  body: unknown,
): Promise<string> {
  const kind = Buffer.isBuffer(body) ? pictureKind(body) : undefined;
  if (!kind || !Buffer.isBuffer(body)) {
    throw badRequest('request.invalid', { picture: 'profile.picture_type' });
  }
  const slot = await takeAttempt(db, `picture:${uploaderId}`, PICTURE_POLICY);
  if (!slot.allowed) throw tooManyRequests('profile.picture_throttled', slot.retryAfterMs);
  return `${PICTURE_URL_PREFIX}${await savePicture(filesDir, body, kind.ext)}`;
}
