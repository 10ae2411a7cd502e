import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../support/testApp';

const FAQ = 'https://help.example.com/creators/faq';
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function signInAndRefresh(t: TestApp, email: string) {
  const login = await call(t.app, undefined, 'POST', '/api/user/login', { email, password: 'Demo-1234' });
  expect(login.statusCode).toBe(200);
  const refresh = await call(t.app, login.json().token as string, 'PATCH', '/api/user', {});
  expect(refresh.statusCode).toBe(200);
  return [login.json(), refresh.json()] as Record<string, unknown>[];
}

describe("the creators' FAQ address (spec 001 §2.7, FAQ_URL)", () => {
  it('comes with the signed-in user, at sign-in and on the refresh, beside the user and not in it', async () => {
    const t = await createTestApp({ faqUrl: FAQ });
    apps.push(t);
    for (const email of ['creator@example.com', 'creatorteam@example.com', 'admin@example.com']) {
      for (const answer of await signInAndRefresh(t, email)) {
        expect(answer.faq_url, email).toBe(FAQ);
        expect(answer.result, email).not.toHaveProperty('faq_url');
      }
    }
  });

  it('is absent when FAQ_URL is not set', async () => {
    const t = await createTestApp();
    apps.push(t);
    for (const answer of await signInAndRefresh(t, 'creator@example.com')) {
      expect(answer).not.toHaveProperty('faq_url');
    }
  });
});
