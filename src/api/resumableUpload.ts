import { UPLOAD_CHUNK_BYTES } from '../../shared/constants';
import { serverText } from './serverMessages';

/** What a finished upload is, as the server decided from its bytes. */
export interface FinishedUpload {
  id: string;
  kind: 'audio' | 'video';
  sha256: string;
  /** The title of a library item that already has these bytes. */
  duplicateOf?: string;
}

export interface UploadCallbacks {
  onProgress(sent: number, total: number): void;
  onFinished(upload: FinishedUpload): void;
  onError(message: string, status?: number): void;
}

/** A running upload: paused and resumed (also after a reload: the browser remembers where it was). */
export interface UploadControl {
  pause(): Promise<void>;
  resume(): void;
  cancel(): Promise<void>;
}

const header = (response: { getHeader(name: string): string | undefined } | null | undefined, name: string) =>
  response?.getHeader(name) ?? undefined;

/**
 * Sends a file on the tus 1.0 protocol (tus-js-client, loaded with the upload page): in chunks, each
 * acknowledged, resumable after a dropped connection, a pause, a reload or a server restart. The
 * session's token goes with every request.
 */
export async function startResumableUpload(
  file: File,
  callbacks: UploadCallbacks,
  // Given by the caller: this module loads lazily and keeps to itself (see calls/media).
  api: { endpoint: string; token(): string | undefined },
): Promise<UploadControl> {
  const { Upload } = await import('tus-js-client');
  const upload = new Upload(file, {
    endpoint: api.endpoint,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    metadata: { filename: file.name, filetype: file.type },
    // The same file picked again after a reload goes on where it stopped.
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest(request) {
      const token = api.token();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onProgress: (sent, total) => callbacks.onProgress(sent, total),
    onSuccess({ lastResponse }) {
      const id = upload.url?.split('/').at(-1) ?? '';
      const duplicate = header(lastResponse, 'Upload-Duplicate-Of');
      callbacks.onFinished({
        id,
        kind: header(lastResponse, 'Upload-Kind') === 'video' ? 'video' : 'audio',
        sha256: header(lastResponse, 'Upload-Sha256') ?? '',
        ...(duplicate && { duplicateOf: decodeURIComponent(duplicate) }),
      });
    },
    onError(error) {
      const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null })
        .originalResponse;
      let message = error.message;
      try {
        const body = JSON.parse(response?.getBody() ?? '') as Record<string, unknown>;
        if (typeof body.message === 'string')
          message = serverText(body.message_id, body.message_params, body.message);
      } catch {
        // Not JSON: tus-js-client's own words.
      }
      callbacks.onError(message, response?.getStatus());
    },
  });
  const previous = await upload.findPreviousUploads();
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return {
    pause: () => upload.abort(false),
    resume: () => upload.start(),
    cancel: () => upload.abort(true),
  };
}
