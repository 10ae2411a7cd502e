import { s3OptionsFromEnv } from '../../platform/storage/config';
import { s3UploadStore } from './s3Store';
import { diskUploadStore, type UploadStore } from './store';

/**
 * Where uploads are kept: in the S3 bucket under `uploads/` when S3 is configured (so every server
 * shares them, as it shares the storage), else in `<filesDir>/uploads`.
 */
export function uploadStoreFromEnv(env: NodeJS.ProcessEnv, filesDir: string): UploadStore {
  const s3 = s3OptionsFromEnv(env);
  return s3 ? s3UploadStore(s3) : diskUploadStore(filesDir);
}
