import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../../shared/constants';
import { reservePasswordCheck } from '../../server/platform/auth/throttle';
import { throttles } from '../../server/platform/throttles/table';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ noWorker: true });
});

afterAll(async () => {
  await t.close();
});

const rowsOf = async () =>
  t.db.select().from(throttles).where(like(throttles.key, 'current-password:%')).orderBy(throttles.key);

it('leaves the keys counted before a refusal as they were: neither their count nor their wait moves', async () => {
  const [user, session, address] = ['user-1', 'session-1', '198.51.100.20'];
  for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
    expect((await reservePasswordCheck(t.db, user, session, address)).allowed).toBe(true);
  }
  // The address's wait has ended; the session's has not.
  await t.db
    .update(throttles)
    .set({ nextAllowedAt: sql`now() - interval '1 second'` })
    .where(like(throttles.key, 'current-password:pair:%'));
  await t.db
    .update(throttles)
    .set({ nextAllowedAt: sql`now() + interval '1 minute'` })
    .where(like(throttles.key, 'current-password:session:%'));
  const before = await rowsOf();
  expect(before).toHaveLength(2);

  const answer = await reservePasswordCheck(t.db, user, session, address);
  expect(answer.allowed).toBe(false);
  expect(await rowsOf()).toEqual(before);
});
