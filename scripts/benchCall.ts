/** One call the bench measures, and its floor. */
export interface Call {
  name: string;
  method: string;
  path: string;
  body: unknown;
  auth: boolean;
  /** Another caller's token than the admin's. */
  token?: string;
  /** Connections for this call alone (the bench's --connections otherwise). */
  connections?: number;
  /** Requests made in turn instead of `path` and `body`: writes spread over many rows. */
  rotate?: ReadonlyArray<{ path: string; body: unknown }>;
  /** The same data work on the floor server; `list` and `write` calls have targets against it. */
  floor?: { path: string; method: string; list?: boolean; write?: boolean };
}
