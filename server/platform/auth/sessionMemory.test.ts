import { beforeEach, describe, expect, it } from 'vitest';
import { UserType } from '../../../shared/roles';
import type { AuthContext } from './context';
import {
  forgetSessions,
  recallSession,
  rememberSession,
  SESSION_MEMORY_MS,
  sessionGeneration,
} from './sessionMemory';

const auth = (sessionId: string, userId = 'user-1'): AuthContext => ({
  userId,
  sessionId,
  type: UserType.MANAGER,
  teamMemberType: null,
  ownerId: null,
});
const FAR = new Date(Date.now() + 3_600_000);

describe('the memory of live sessions', () => {
  beforeEach(() => forgetSessions());

  it('answers a session looked up a moment ago, for its own user only', () => {
    rememberSession(auth('s1'), sessionGeneration(), FAR, 1_000);
    expect(recallSession('s1', 'user-1', 1_500)).toEqual(auth('s1'));
    expect(recallSession('s1', 'someone-else', 1_500)).toBeUndefined();
    expect(recallSession('s2', 'user-1', 1_500)).toBeUndefined();
  });

  it(`forgets it after ${SESSION_MEMORY_MS} ms, or when the session itself expires first`, () => {
    rememberSession(auth('s1'), sessionGeneration(), FAR, 1_000);
    expect(recallSession('s1', 'user-1', 1_000 + SESSION_MEMORY_MS)).toBeUndefined();
    rememberSession(auth('s2'), sessionGeneration(), new Date(1_200), 1_000);
    expect(recallSession('s2', 'user-1', 1_100)).toBeDefined();
    expect(recallSession('s2', 'user-1', 1_200)).toBeUndefined();
  });

  it('forgets every session at once when one is revoked or changed', () => {
    rememberSession(auth('s1'), sessionGeneration(), FAR, 1_000);
    rememberSession(auth('s2', 'user-2'), sessionGeneration(), FAR, 1_000);
    forgetSessions();
    expect(recallSession('s1', 'user-1', 1_001)).toBeUndefined();
    expect(recallSession('s2', 'user-2', 1_001)).toBeUndefined();
  });

  it('does not keep what a lookup found when sessions changed while it ran', () => {
    const since = sessionGeneration();
    forgetSessions();
    rememberSession(auth('s1'), since, FAR, 1_000);
    expect(recallSession('s1', 'user-1', 1_001)).toBeUndefined();
  });
});
