import { DOWNLOAD_POLL_MS } from '../../../shared/constants';
import { apiRequest } from '../../api/httpClient';
import { jobErrorText, type CatalogueMessage } from '../../api/serverMessages';
import type { PackageEntry } from './files';

export type DownloadKind = 'footage' | 'audio' | 'clip';

/** A clip's bounds, in seconds from the item's start. */
export interface ClipRange {
  start: number;
  end: number;
}

/** The job making a download's file (footage's sound track, a clip). */
export interface DownloadJob {
  id: string;
  state: 'queued' | 'running' | 'succeeded' | 'failed';
  progress: number;
  error: string | null;
  error_message?: CatalogueMessage | null;
}

interface DownloadAnswer {
  download: string;
  url?: string;
  job?: DownloadJob;
}

export interface DownloadOptions {
  /** Told the job's progress (0 to 100) while the file is being made. */
  onProgress?: (percent: number) => void;
  /** Stops waiting (the download stays recorded; its file is still made). */
  signal?: AbortSignal;
}

const ROUTES: Record<DownloadKind, string> = {
  footage: '/content/library/download/footage',
  audio: '/content/library/download/audio',
  clip: '/content/library/download/clip/path',
};

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    }
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });

/**
 * The content library's downloads and packages (spec 001 §7, §2.8). A download answers a short-lived
 * link that saves the file (follow it: it needs no token); when a job must make the file first, the
 * call asks how it is coming along every DOWNLOAD_POLL_MS until the link is there.
 */
export const libraryCalls = {
  downloadItem: async (
    assetId: string,
    kind: DownloadKind,
    range?: ClipRange,
    options: DownloadOptions = {},
  ): Promise<string> => {
    if (kind === 'clip' && !range) throw new Error('A clip needs its start and end.');
    const body = { asset: assetId, ...(kind === 'clip' && range && { start: range.start, end: range.end }) };
    let answer = (await apiRequest<DownloadAnswer>(ROUTES[kind], { method: 'POST', body })).result;
    while (!answer.url) {
      const { job } = answer;
      if (!job || job.state === 'failed')
        throw new Error(job ? jobErrorText(job) : 'The file could not be made.');
      options.onProgress?.(job.progress);
      await pause(DOWNLOAD_POLL_MS, options.signal);
      answer = (
        await apiRequest<DownloadAnswer>('/content/library/download/status', {
          method: 'POST',
          body: { download: answer.download },
        })
      ).result;
    }
    return answer.url;
  },
  /** Starts building a package of the items' files (staff); the top bar's list follows it. */
  buildPackage: async (title: string, assetIds: string[]) =>
    (
      await apiRequest<PackageEntry>('/content/library/package', {
        method: 'POST',
        body: { title, assets: assetIds },
      })
    ).result,
};
