import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { signedInAs } from '../test/fakes';
import { renderAppAt } from '../test/renderApp';

const CHANNEL = 'UCabcdefghijklmnopqrstuv';
const CREATOR = '0b5c8d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e';
const RECORD = '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';
const GRANT = { access_token: 'v1.sealed-access', refresh_token: 'v1.sealed-refresh' };
const SLOW = { timeout: 5000 };
/** The server's one-use nonce, which it puts before the purpose in every state. */
const NONCE = 'Gq3vN9x0Yb6T2kLmW8pR4sD1fH7jZ5cA0eB3uI6oKyQ';
const bound = (purpose: string) => (purpose ? `${NONCE}.${purpose}` : NONCE);

type Answer = { status?: number; body: unknown };

/** The API as the sign-in return meets it: each path's answer, and every call made. */
function answerApi(answers: Record<string, Answer>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://app').pathname;
    calls.push({
      method: init?.method ?? 'GET',
      path,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers[path] ?? { status: 404, body: { message: 'Not found.' } };
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  return calls;
}

/** Google came back with this code and state, to a sign-in this tab started with `sent`. */
function returnFromGoogle(query: string, sent: string | null, type: 1 | 3 = 3) {
  if (sent !== null) sessionStorage.setItem('google_sign_in_state', sent);
  return renderAppAt(`/?${query}`, signedInAs(type, '0'));
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  session.clear();
});

describe('the sign-in return', () => {
  it('adds the channel named in the state, says so, and shows step-3', async () => {
    const calls = answerApi({
      '/api/channel/google/access-token': { body: { result: GRANT } },
      '/api/general/channel/info': {
        body: { result: { title: 'Chloe Travels', description: '', date: '2020-01-02', icon: null } },
      },
      '/api/channel/add': { status: 201, body: { result: { _id: RECORD, channel_title: 'Chloe Travels' } } },
      '/api/user': { body: { result: { ...session.user(), channel_status: '1' } } },
    });
    returnFromGoogle(`code=c0de&state=${bound(CHANNEL)}`, bound(CHANNEL));
    expect(
      await screen.findByText('Your Channel : Chloe Travels has been added successfully.', {}, SLOW),
    ).toBeInTheDocument();
    // Titled toasts bring their own surface (react-admin draws none around an element message).
    expect(screen.getByText('Success').closest('[role="alert"]')).toHaveAttribute('data-severity', 'success');
    await waitFor(() => expect(window.location.pathname).toBe('/step-3'));
    expect(calls.find((c) => c.path === '/api/channel/google/access-token')?.body).toEqual({
      code: 'c0de',
      redirect_uri: `${window.location.origin}/`,
      state: bound(CHANNEL),
    });
    expect(calls.find((c) => c.path === '/api/channel/add')?.body).toEqual({ channel_id: CHANNEL, ...GRANT });
    // The guard now reads a creator with a channel.
    expect(session.user()?.channel_status).toBe('1');
  });

  it('adds a channel for the creator in the state and goes to the dashboard', async () => {
    const calls = answerApi({
      '/api/channel/google/access-token': { body: { result: GRANT } },
      '/api/general/channel/info': {
        body: { result: { title: 'T', description: '', date: '2020-01-02', icon: null } },
      },
      '/api/channel/add': { status: 201, body: { result: { _id: RECORD, channel_title: 'T' } } },
    });
    const state = `${CHANNEL},channelid,${CREATOR}`;
    returnFromGoogle(`code=c0de&state=${encodeURIComponent(bound(state))}`, bound(state), 1);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/analytics'), SLOW);
    expect(calls.find((c) => c.path === '/api/channel/add')?.body).toEqual({
      channel_id: CHANNEL,
      creator: CREATOR,
      ...GRANT,
    });
  });

  it("says 'Invalid Channel Id' and goes to step-2 when the channel is not the account's", async () => {
    const calls = answerApi({
      '/api/channel/google/access-token': { body: { result: GRANT } },
      '/api/general/channel/info': { status: 400, body: { message: 'Invalid Channel Id' } },
    });
    returnFromGoogle(`code=c0de&state=${bound(CHANNEL)}`, bound(CHANNEL));
    expect(await screen.findByText('Invalid Channel Id', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/step-2'));
    expect(calls.some((c) => c.path === '/api/channel/add')).toBe(false);
  });

  it("shows the server's message under 'Error!' when the channel cannot be added", async () => {
    answerApi({
      '/api/channel/google/access-token': { body: { result: GRANT } },
      '/api/general/channel/info': {
        body: { result: { title: 'T', description: '', date: '2020-01-02', icon: null } },
      },
      '/api/channel/add': { status: 409, body: { message: 'This channel is already registered.' } },
    });
    returnFromGoogle(`code=c0de&state=${bound(CHANNEL)}`, bound(CHANNEL));
    expect(await screen.findByText('This channel is already registered.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Error!')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/step-2'));
  });

  it("re-authorises the channel of 'allow_{id}' and opens it", async () => {
    const calls = answerApi({
      '/api/channel/google/access-token': { body: { result: GRANT } },
      [`/api/channel/access-token/${RECORD}`]: { body: { result: {} } },
    });
    returnFromGoogle(`code=c0de&state=${bound(`allow_${RECORD}`)}`, bound(`allow_${RECORD}`), 1);
    await waitFor(() => expect(window.location.pathname).toBe(`/channels/view/${RECORD}`), SLOW);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...GRANT, status: 1 });
  });

  it("re-authorises the channel of 'list_channel{id}' and opens the list", async () => {
    answerApi({
      '/api/channel/google/access-token': { body: { result: GRANT } },
      [`/api/channel/access-token/${RECORD}`]: { body: { result: {} } },
    });
    returnFromGoogle(`code=c0de&state=${bound(`list_channel${RECORD}`)}`, bound(`list_channel${RECORD}`), 1);
    await waitFor(() => expect(window.location.pathname).toBe('/channels'), SLOW);
  });

  it('keeps the tokens of a sign-in without a purpose and opens /channels/add-new', async () => {
    answerApi({ '/api/channel/google/access-token': { body: { result: GRANT } } });
    returnFromGoogle(`code=c0de&state=${NONCE}`, NONCE, 1);
    await waitFor(() => expect(window.location.pathname).toBe('/channels/add-new'), SLOW);
    expect(JSON.parse(sessionStorage.getItem('google_sign_in_grant')!)).toEqual(GRANT);
  });

  it('refuses a return this tab did not start, without spending the code', async () => {
    const calls = answerApi({});
    returnFromGoogle(`code=c0de&state=${bound(CHANNEL)}`, null);
    expect(
      await screen.findByText(
        'This Google sign-in was not started from this page. Please try again.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/step-2'));
    expect(calls.some((c) => c.path === '/api/channel/google/access-token')).toBe(false);
  });

  it('refuses a return whose state is not the one this tab sent', async () => {
    const calls = answerApi({});
    returnFromGoogle(`code=c0de&state=${bound(CHANNEL)}`, `another-nonce.${CHANNEL}`);
    expect(
      await screen.findByText(
        'This Google sign-in was not started from this page. Please try again.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/channel/google/access-token')).toBe(false);
  });

  it('says the sign-in was cancelled when Google reports access_denied', async () => {
    answerApi({});
    returnFromGoogle(`error=access_denied&state=${bound(CHANNEL)}`, bound(CHANNEL));
    expect(await screen.findByText('The Google sign-in was cancelled.', {}, SLOW)).toBeInTheDocument();
  });
});
