import { PROCESSING_JOBS_PER_PERSON } from '../../../shared/constants';
import type { JobLimit } from '../../platform/jobs/limits';

/** The jobs content makes: processing a new file, and removing a deleted asset's files. */
export const MEDIA_PROCESS_JOB = 'media.process';
export const REMOVE_FILES_JOB = 'asset.remove-files';

/** A person's new content waiting to be processed, at most: a batch upload saves one job per file. */
export const PROCESSING_JOBS: JobLimit = { kinds: [MEDIA_PROCESS_JOB], max: PROCESSING_JOBS_PER_PERSON };
