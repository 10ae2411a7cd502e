import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens';

const claims = { sessionId: 'session-1', userId: 'user-1' };

describe('token signer', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token it has verified from memory, and refuses it once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const signer = createTokenSigner('s'.repeat(48));
    const token = await signer.sign(claims, new Date('2026-11-25T11:00:00Z'));
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-25T11:00:01Z'));
    expect(await signer.verify(token)).toBeUndefined();
    expect(await signer.verify(token)).toBeUndefined();
  });

  it('signs a standard HS256 JWT that jose verifies with the key alone', async () => {
    const signer = createTokenSigner('s'.repeat(48));
    const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 600_000);
    const token = await signer.sign({ ...claims, issuedBy: 'session-9' }, expiresAt);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode('s'.repeat(48)), {
      algorithms: ['HS256'],
      issuer: 'drm-back-office',
      subject: 'user-1',
    });
    expect(payload).toMatchObject({ sid: 'session-1', by: 'session-9', exp: expiresAt.getTime() / 1000 });
    expect(payload.iat).toBeLessThanOrEqual(Date.now() / 1000);
    await expect(jwtVerify(token, new TextEncoder().encode('o'.repeat(48)))).rejects.toThrow();
  });

  it('never remembers a token signed with another key, or altered', async () => {
    const signer = createTokenSigner('s'.repeat(48));
    const other = createTokenSigner('o'.repeat(48));
    const token = await other.sign(claims, new Date(Date.now() + 60_000));
    expect(await signer.verify(token)).toBeUndefined();
    const mine = await signer.sign(claims, new Date(Date.now() + 60_000));
    expect(await signer.verify(mine)).toEqual(claims);
    // A character inside the signature (the last one's two low bits are ignored when decoded).
    const at = mine.length - 10;
    const altered = `${mine.slice(0, at)}${mine[at] === 'A' ? 'B' : 'A'}${mine.slice(at + 1)}`;
    expect(await signer.verify(altered)).toBeUndefined();
  });

  it("keeps a signed link's holder, and refuses a token whose holder is not text", async () => {
    const signer = createTokenSigner('s'.repeat(48));
    const link = { sessionId: 'media:file-1', userId: 'user-1', issuedBy: 'session-1' };
    expect(await signer.verify(await signer.sign(link, new Date(Date.now() + 60_000)))).toEqual(link);
    expect(await signer.verify(await signer.sign(claims, new Date(Date.now() + 60_000)))).toEqual(claims);
    const signedWith = (by: unknown) =>
      new SignJWT({ sid: 'media:file-1', by })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('user-1')
        .setIssuer('drm-back-office')
        .setExpirationTime('1m')
        .sign(new TextEncoder().encode('s'.repeat(48)));
    expect(await signer.verify(await signedWith('session-1'))).toEqual(link);
    expect(await signer.verify(await signedWith(42))).toBeUndefined();
  });
});
