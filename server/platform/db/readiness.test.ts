import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { readinessCheck } from './client';

/** A database whose `select 1` succeeds or fails as told, counting the times it is asked. */
function fakeDatabase() {
  const state = { up: true, asked: 0 };
  const db = {
    execute: async () => {
      state.asked++;
      if (!state.up) throw new Error('down');
      return [];
    },
  } as unknown as Database;
  return { db, state };
}

describe('the health check’s readiness', () => {
  it('asks the database once per interval however often it is called, and sees it go down after', async () => {
    const { db, state } = fakeDatabase();
    let clock = 0;
    const ready = readinessCheck(db, 1_000, () => clock);
    expect(await Promise.all([ready(), ready(), ready()])).toEqual([true, true, true]);
    expect(state.asked).toBe(1);
    state.up = false;
    clock = 999;
    expect(await ready()).toBe(true);
    clock = 1_000;
    expect(await ready()).toBe(false);
    expect(state.asked).toBe(2);
  });

  it('asks again on the next call after a "not ready", so a recovered database is seen at once', async () => {
    const { db, state } = fakeDatabase();
    const ready = readinessCheck(db, 1_000, () => 0);
    state.up = false;
    expect(await ready()).toBe(false);
    state.up = true;
    expect(await ready()).toBe(true);
    expect(await ready()).toBe(true);
    expect(state.asked).toBe(2);
  });
});
