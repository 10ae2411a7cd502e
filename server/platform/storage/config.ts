import path from 'node:path';
import { diskStorage } from './disk';
import { s3Storage, type S3StorageOptions } from './s3';
import type { FileStorage } from './storage';

/** A variable's value, or an Error naming it: an S3 bucket without its keys is a setup mistake. */
function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`S3_BUCKET is set but ${name} is not: S3 storage needs both access keys.`);
  return value;
}

/**
 * The S3 bucket the environment names: `S3_BUCKET` (with `S3_ENDPOINT`, `S3_REGION`,
 * `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE=true` for MinIO-like servers), or
 * undefined without one.
 */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv): S3StorageOptions | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() === 'true',
  };
}

/** The storage the environment asks for: the S3 bucket (see `s3OptionsFromEnv`), else the folder `<filesDir>/storage`. */
export function storageFromEnv(env: NodeJS.ProcessEnv, filesDir: string): FileStorage {
  const s3 = s3OptionsFromEnv(env);
  return s3 ? s3Storage(s3) : diskStorage(path.join(filesDir, 'storage'));
}
