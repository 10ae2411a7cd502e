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
  /**
   * Its first answers may be the job adding up its range (`preparing`, a range of the user's own): it
   * is asked until it answers rows before it is measured, and how long that took is printed.
   */
  prepare?: boolean;
  /** Requests made in turn instead of `path` and `body`: writes spread over many rows. */
  rotate?: ReadonlyArray<{ path: string; body: unknown }>;
  /** The same data work on the floor server; `list` and `write` calls have targets against it. */
  floor?: { path: string; method: string; list?: boolean; write?: boolean };
}
