import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../authProvider/session';
import { apiFetch, apiRequest, onUnauthorized } from './httpClient';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const answer401 = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message: 'Signed out' }), { status: 401 })),
  );

describe('the HTTP client', () => {
  it("hands a signed-in call's 401 to the sign-out handler", async () => {
    session.save('token', { _id: 'u1' } as never);
    answer401();
    const handler = vi.fn();
    const stop = onUnauthorized(handler);
    await expect(apiFetch('/user/profile', { method: 'PUT', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).toHaveBeenCalledTimes(1);
    // The dataProvider's calls reach checkError through react-admin instead: not twice.
    await expect(apiRequest('/channel', { method: 'POST' })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a call made without a token (a public page) alone', async () => {
    answer401();
    const handler = vi.fn();
    const stop = onUnauthorized(handler);
    await expect(apiFetch('/user/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).not.toHaveBeenCalled();
    stop();
  });
});
