import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../support/testApp';

/**
 * Money never reaches the non-earning types (5, 7, 8, 9), whatever the call: every list, count and
 * report of the API without a path parameter, asked as each of them, answers no money field with a
 * value (null is how a report says "not for you"). A new endpoint is swept the day it is mounted.
 */
const NON_EARNING = ['managerlimited', 'viewerlimited', 'rhteam', 'creatorteam'];
/**
 * Calls that change the caller's own session (asking them would sign the sweep out), and the API's
 * description, whose schemas name money fields without holding any.
 */
const SKIPPED = new Set([
  'POST /api/user/login',
  'POST /api/user/logout',
  'POST /api/user/change/password',
  'GET /api/openapi.json',
  'GET /api/docs/json',
]);
/** A field that carries money: amounts, micro-units, earnings, revenue, balances, paid or due sums. */
const MONEY = /(^|_)(amount|micros|earnings?|revenue|balance|paid|due|price|total_money)(_|$)/i;
/** Dates and counts named after money are not money ('due_at', 'paid_at', 'due_count'). */
const NOT_MONEY = /(_at|_date|_count|_days|_state|_status|_kind)$/i;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ noWorker: true });
});
afterAll(() => t?.close());

/** The money fields holding a value anywhere in an answer, as JSON paths. */
function moneyIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => moneyIn(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = `${path}.${key}`;
    const isMoney = MONEY.test(key) && !NOT_MONEY.test(key) && inner !== null;
    return isMoney ? [here] : moneyIn(inner, here);
  });
}

describe('money and the non-earning types', () => {
  it('answers no money to types 5, 7, 8, 9 from any list, count or report', async () => {
    const endpoints = t.app.apiEndpoints.filter(
      (e) =>
        (e.method === 'GET' || e.method === 'POST') &&
        !e.url.includes(':') &&
        !SKIPPED.has(`${e.method} ${e.url}`),
    );
    let answered = 0;
    const found: string[] = [];
    for (const who of NON_EARNING) {
      const token = await t.login(`${who}@example.com`);
      for (const endpoint of endpoints) {
        const response = await call(
          t.app,
          token,
          endpoint.method,
          endpoint.url,
          endpoint.method === 'POST' ? {} : undefined,
        );
        if (response.statusCode !== 200 || !String(response.headers['content-type']).includes('json'))
          continue;
        answered += 1;
        found.push(
          ...moneyIn(response.json()).map((path) => `${who}: ${endpoint.method} ${endpoint.url} ${path}`),
        );
      }
    }
    expect(found).toEqual([]);
    // The sweep reached the money pages' calls (a report answering counts only is still answered).
    expect(answered).toBeGreaterThan(50);
    // The same sweep finds money where it belongs: an earning admin's answers hold it.
    const manager = await t.login('manager@example.com');
    const managerMoney: string[] = [];
    for (const endpoint of endpoints) {
      const response = await call(
        t.app,
        manager,
        endpoint.method,
        endpoint.url,
        endpoint.method === 'POST' ? {} : undefined,
      );
      if (response.statusCode === 200 && String(response.headers['content-type']).includes('json')) {
        managerMoney.push(...moneyIn(response.json()));
      }
    }
    expect(managerMoney.length).toBeGreaterThan(0);
  }, 300_000);
});
