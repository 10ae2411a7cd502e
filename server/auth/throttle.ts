import {
  LOGIN_DELAY_BASE_MS,
  LOGIN_DELAY_MAX_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_THROTTLE_WINDOW_MS,
} from '../../shared/constants';
import type { Database } from '../db/client';
import {
  clearAttempts,
  returnAttempt,
  takeAttempt,
  type ThrottleAnswer,
  type ThrottlePolicy,
} from '../throttles/throttle';

const delay = { baseMs: LOGIN_DELAY_BASE_MS, maxDelayMs: LOGIN_DELAY_MAX_MS };
/** Per account the free attempts are few; per address many, so one attacked account does not slow the others behind it. */
const ACCOUNT: ThrottlePolicy = {
  free: LOGIN_FAILURES_PER_ACCOUNT,
  windowMs: LOGIN_THROTTLE_WINDOW_MS,
  delay,
};
const ADDRESS: ThrottlePolicy = {
  free: LOGIN_FAILURES_PER_ADDRESS,
  windowMs: LOGIN_THROTTLE_WINDOW_MS,
  delay,
};

const accountKey = (email: string) => `sign-in:account:${email}`;
const addressKey = (address: string) => `sign-in:address:${address}`;

/**
 * Counts a sign-in as failed before its password is checked, for its account and its address: a
 * burst of guesses is counted one by one, so no burst gets more checks than the free attempts.
 * `botChecked` (a solved bot check) lets an attempt through a delay, counted all the same.
 */
export async function reserveSignIn(
  db: Database,
  email: string,
  address: string,
  botChecked: boolean,
): Promise<ThrottleAnswer> {
  const byAddress = await takeAttempt(db, addressKey(address), ADDRESS, { force: botChecked });
  if (!byAddress.allowed) return byAddress;
  const byAccount = await takeAttempt(db, accountKey(email), ACCOUNT, { force: botChecked });
  if (!byAccount.allowed) await returnAttempt(db, addressKey(address));
  return byAccount;
}

/**
 * The password was right: the account's failures are forgotten, and this attempt is taken back from
 * the address (only this one: signing in to one's own account must not wipe the guesses made from
 * the same address at others).
 */
export async function signInSucceeded(db: Database, email: string, address: string): Promise<void> {
  await clearAttempts(db, accountKey(email));
  await returnAttempt(db, addressKey(address));
}
