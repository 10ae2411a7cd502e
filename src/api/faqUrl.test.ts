import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../authProvider';
import { refreshCurrentUser } from './currentUser';
import { session } from './session';
import { sessionUser } from '../test/fakes';

const FAQ = 'https://help.example.com/creators/faq';

function answer(json: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(json), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe("the creators' FAQ address from the API", () => {
  it('is kept from the refresh of the signed-in user, and forgotten once the API sends none', async () => {
    session.save('token', sessionUser({ type: 3 }));
    answer({ result: sessionUser({ type: 3 }), content_owner_array: [], faq_url: FAQ });
    await refreshCurrentUser();
    expect(session.faqUrl()).toBe(FAQ);

    answer({ result: sessionUser({ type: 3 }), content_owner_array: [] });
    await refreshCurrentUser();
    expect(session.faqUrl()).toBeUndefined();
  });

  it('is kept from the sign-in', async () => {
    answer({ result: sessionUser({ type: 3 }), token: 'tok', content_owner_array: [], faq_url: FAQ });
    await createAuthProvider().login({ email: 'a@b.c', password: 'x' });
    expect(session.faqUrl()).toBe(FAQ);
  });

  it('is forgotten on sign-out', () => {
    session.saveFaqUrl(FAQ);
    session.clear();
    expect(session.faqUrl()).toBeUndefined();
  });
});
