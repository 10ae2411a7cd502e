/** One call the bench measures, and its floor. */
export interface Call {
  name: string;
  method: string;
  path: string;
  body: unknown;
  auth: boolean;
  /** Another caller's token than the admin's. */
  token?: string;
  /** The same data work on the floor server; `list` and `write` calls have targets against it. */
  floor?: { path: string; method: string; list?: boolean; write?: boolean };
}
