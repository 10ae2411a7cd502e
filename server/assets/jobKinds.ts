/** The jobs content makes: processing a new file, and removing a deleted asset's files. */
export const MEDIA_PROCESS_JOB = 'media.process';
export const REMOVE_FILES_JOB = 'asset.remove-files';
