import { useCallback, useRef, useState } from 'react';
import type { FinishedUpload, UploadControl } from '../../api/resumableUpload';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

export type UploadState = 'waiting' | 'uploading' | 'paused' | 'uploaded' | 'failed' | 'saved';

/** One file of the batch: its upload's progress, its own title, and what the server made of it. */
export interface UploadItem {
  key: string;
  file: File;
  title: string;
  /** This file's own description and code (ISRC for audio, a custom id for video). */
  description: string;
  code: string;
  state: UploadState;
  sent: number;
  finished?: FinishedUpload;
  error?: string;
}

/** A file's name without its extension, as a first title. */
const titleOf = (name: string) => name.replace(/\.[^.]+$/, '').trim() || name;

/**
 * The batch's uploads: each file starts at once on the resumable protocol; it can be paused, resumed
 * and removed; the list re-renders with each acknowledged chunk.
 */
export function useUploads() {
  const dataProvider = useAppDataProvider();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controls = useRef(new Map<string, UploadControl>());
  const update = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({
        key: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`,
        file,
        title: titleOf(file.name),
        description: '',
        code: '',
        state: 'uploading' as const,
        sent: 0,
      }));
      setItems((all) => [...all, ...added]);
      for (const item of added) {
        void dataProvider
          .startUpload(item.file, {
            onProgress: (sent) => update(item.key, { sent }),
            onFinished: (finished) => update(item.key, { state: 'uploaded', sent: item.file.size, finished }),
            onError: (error) => update(item.key, { state: 'failed', error }),
          })
          .then(
            (control) => controls.current.set(item.key, control),
            (error: Error) => update(item.key, { state: 'failed', error: error.message }),
          );
      }
    },
    [dataProvider, update],
  );

  const pause = useCallback(
    async (key: string) => {
      await controls.current.get(key)?.pause();
      update(key, { state: 'paused' });
    },
    [update],
  );
  const resume = useCallback(
    (key: string) => {
      controls.current.get(key)?.resume();
      update(key, { state: 'uploading' });
    },
    [update],
  );
  const remove = useCallback(async (key: string) => {
    const control = controls.current.get(key);
    controls.current.delete(key);
    setItems((all) => all.filter((item) => item.key !== key));
    await control?.cancel().catch(() => undefined);
  }, []);

  return { items, add, pause, resume, remove, update };
}
