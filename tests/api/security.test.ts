import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_USER_TYPES, type UserType } from '../../shared/roles';
import { isAllowed } from '../../server/auth/plugin';
import { call, createTestApp, type TestApp } from '../support/testApp';

/** One demo account of each effective type. */
const ACCOUNT_OF_TYPE: Record<UserType, string> = {
  1: 'admin@example.com',
  2: 'manager@example.com',
  3: 'creator@example.com',
  4: 'rightsholder@example.com',
  5: 'managerlimited@example.com',
  6: 'viewer@example.com',
  7: 'viewerlimited@example.com',
  8: 'rhteam@example.com',
  9: 'creatorteam@example.com',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** What an allowed caller may get with a placeholder body: anything but an auth or role refusal. */
const NOT_REFUSED = [200, 201, 400, 404, 409];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const urlOf = (url: string) => url.replace(':id', UNKNOWN_ID);

describe('security matrix: every endpoint as every user type', () => {
  it('covers endpoints that all declare an access rule', () => {
    expect(t.app.apiEndpoints.length).toBeGreaterThan(5);
    expect(t.app.apiEndpoints.map((e) => `${e.method} ${e.url}`)).toContain('POST /api/channel');
  });

  it('answers 401 without a token and with a bad one on every non-public endpoint', async () => {
    for (const endpoint of t.app.apiEndpoints.filter((e) => !('public' in e.access))) {
      for (const token of [undefined, 'bad.token.value']) {
        const response = await call(t.app, token, endpoint.method, urlOf(endpoint.url), {});
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      }
    }
  });

  it.each(ALL_USER_TYPES)('answers type %i with 403 exactly where its role is refused', async (type) => {
    for (const endpoint of t.app.apiEndpoints.filter((e) => !('public' in e.access))) {
      // A fresh session per call, since logout revokes the one it is called with.
      const token = await t.login(ACCOUNT_OF_TYPE[type]);
      const response = await call(t.app, token, endpoint.method, urlOf(endpoint.url), {});
      const label = `${endpoint.method} ${endpoint.url} as type ${type}: ${response.body}`;
      if (isAllowed(endpoint.access, type)) expect(NOT_REFUSED, label).toContain(response.statusCode);
      else expect(response.statusCode, label).toBe(403);
    }
  });
});
