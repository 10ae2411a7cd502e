import { msg } from '../../../shared/serverMessages';
import {
  LOGIN_DELAY_BASE_MS,
  LOGIN_DELAY_MAX_MS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT_BEFORE_BOT_CHECK,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_THROTTLE_WINDOW_MS,
} from '../../../shared/constants';
import type { Database } from '../db/client';
import { retryAfterSeconds, tooManyRequests } from '../http/errors';
import {
  clearAttempts,
  returnAttempt,
  takeAttempt,
  type ThrottleAnswer,
  type ThrottlePolicy,
} from '../throttles/throttle';

const windowMs = LOGIN_THROTTLE_WINDOW_MS;
const delay = { baseMs: LOGIN_DELAY_BASE_MS, maxDelayMs: LOGIN_DELAY_MAX_MS };
/** One address at one account: its waits are its own, so they never hold back the owner elsewhere. */
const ACCOUNT_AND_ADDRESS: ThrottlePolicy = { free: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, windowMs, delay };
/** One address at every account: many free attempts, so one attacked account does not slow the others behind it. */
const ADDRESS: ThrottlePolicy = { free: LOGIN_FAILURES_PER_ADDRESS, windowMs, delay };
/**
 * Every address at one account: no delay (a wait here would be one the attacker keeps taking before
 * the owner), only the bot check once the free attempts are used, until the window ends.
 */
const ACCOUNT: ThrottlePolicy = { free: LOGIN_FAILURES_PER_ACCOUNT_BEFORE_BOT_CHECK, windowMs };

const accountAndAddressKey = (email: string, address: string) => `sign-in:pair:${email}:${address}`;
const addressKey = (address: string) => `sign-in:address:${address}`;
const accountKey = (email: string) => `sign-in:account:${email}`;

/** Where a sign-in stands with the bot check: none configured, configured but not solved, or solved. */
export type BotCheckProof = 'none' | 'unsolved' | 'solved';

class Refused extends Error {
  constructor(readonly answer: ThrottleAnswer) {
    super('refused');
  }
}

/**
 * Counts attempts under several keys, in order, before the work they guard, in one transaction: the
 * first refusal rolls back what the earlier keys counted (the attempt was never made, so neither
 * their counts nor their next allowed times move) and is the answer.
 */
async function takeAll(
  db: Database,
  steps: ReadonlyArray<readonly [string, ThrottlePolicy]>,
  force: boolean,
): Promise<ThrottleAnswer> {
  try {
    await db.transaction(async (tx) => {
      for (const [key, policy] of steps) {
        const answer = await takeAttempt(tx, key, policy, { force });
        if (!answer.allowed) throw new Refused(answer);
      }
    });
    return { allowed: true };
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
}

/**
 * Counts a sign-in as failed before its password is checked, for its address, its account from that
 * address, and (with a bot check configured) its account from every address: a burst of guesses is
 * counted one by one, so no burst gets more checks than the free attempts. A solved bot check lets an
 * attempt through a wait, counted all the same. Without a bot check, guesses spread over many
 * addresses are only slowed per address: the account-wide count must not refuse the owner, and
 * nothing else tells the owner from the attacker (hence: configure the bot check).
 */
export function reserveSignIn(
  db: Database,
  email: string,
  address: string,
  botCheck: BotCheckProof,
): Promise<ThrottleAnswer> {
  const steps: Array<readonly [string, ThrottlePolicy]> = [
    [addressKey(address), ADDRESS],
    [accountAndAddressKey(email, address), ACCOUNT_AND_ADDRESS],
  ];
  if (botCheck !== 'none') steps.push([accountKey(email), ACCOUNT]);
  return takeAll(db, steps, botCheck === 'solved');
}

/**
 * The password was right: the failures of this account from this address are forgotten, and this
 * attempt is taken back from the address and the account (only this one: signing in to one's own
 * account must not wipe the guesses made from the same address at others, nor those made at it from
 * elsewhere).
 */
export async function signInSucceeded(db: Database, email: string, address: string): Promise<void> {
  await clearAttempts(db, accountAndAddressKey(email, address));
  await returnAttempt(db, addressKey(address));
  await returnAttempt(db, accountKey(email));
}

const passwordCheckKeys = (userId: string, sessionId: string, address: string) => [
  `current-password:pair:${userId}:${address}`,
  // A stolen session used from many addresses still gets one allowance: no session is made without the password.
  `current-password:session:${sessionId}`,
];

/**
 * The current password asked by a password or an email change, throttled as sign-in is: counted
 * before the hash is checked, per account and address and per session, with the same free attempts
 * and doubling waits. Another session's guesses (a thief's) never slow the owner's own session.
 */
export function reservePasswordCheck(
  db: Database,
  userId: string,
  sessionId: string,
  address: string,
): Promise<ThrottleAnswer> {
  const steps = passwordCheckKeys(userId, sessionId, address).map(
    (key) => [key, ACCOUNT_AND_ADDRESS] as const,
  );
  return takeAll(db, steps, false);
}

/** The current password was right: this session's and this address's failures are forgotten. */
export async function passwordCheckSucceeded(
  db: Database,
  userId: string,
  sessionId: string,
  address: string,
): Promise<void> {
  for (const key of passwordCheckKeys(userId, sessionId, address)) await clearAttempts(db, key);
}

/** The 429 of too many wrong current passwords, saying how long to wait. */
export const wrongPasswordsThrottled = (retryAfterMs: number) =>
  tooManyRequests(
    msg('auth.wrong_passwords_throttled', { seconds: retryAfterSeconds(retryAfterMs) }),
    retryAfterMs,
  );
