import type { jobs } from './table';

export type Job = typeof jobs.$inferSelect;

/** What a handler may do while it works: report progress (0 to 100), which also renews its lease. */
export interface JobContext {
  job: Job;
  progress(percent: number): Promise<void>;
  /** Aborted when the worker stops or the job's time is up: long work checks it or passes it on. */
  signal: AbortSignal;
}

export type JobHandler = (context: JobContext) => Promise<void>;
