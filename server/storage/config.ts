import path from 'node:path';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import type { FileStorage } from './storage';

/** A variable's value, or an Error naming it: an S3 bucket without its keys is a setup mistake. */
function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`S3_BUCKET is set but ${name} is not: S3 storage needs both access keys.`);
  return value;
}

/**
 * The storage the environment asks for: the S3 bucket `S3_BUCKET` (with `S3_ENDPOINT`,
 * `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE=true` for MinIO-like
 * servers), else the folder `<filesDir>/storage`.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv, filesDir: string): FileStorage {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return diskStorage(path.join(filesDir, 'storage'));
  return s3Storage({
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() === 'true',
  });
}
