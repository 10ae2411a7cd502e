import type { GoogleTokens } from '../../../platform/google/client';
import type { TokenCipher } from '../../../platform/google/tokenCipher';
import { badRequest } from '../../../platform/http/errors';

/**
 * How long the browser may hold a sign-in's tokens before adding the channel with them: the spec's
 * 'none' state keeps them until the person picks their channel on /channels/add-new.
 */
export const GRANT_HANDLE_TTL_MS = 60 * 60 * 1000;

/**
 * The browser never holds Google's tokens. The exchange answers them sealed with the server's key,
 * bound to the signed-in user and short-lived; only this server can open them, and only for that user.
 */
export interface AccessGrant {
  kind: 'access';
  user: string;
  token: string;
  expiresAt: number;
  /** Carried along so an access token that expired meanwhile can be refreshed when used. */
  refresh?: string;
  issuedAt: number;
}

interface RefreshGrant {
  kind: 'refresh';
  user: string;
  token: string;
  issuedAt: number;
}

export interface GrantHandles {
  access_token: string;
  refresh_token: string | null;
}

export function sealGrant(cipher: TokenCipher, user: string, tokens: GoogleTokens): GrantHandles {
  const issuedAt = Date.now();
  const access: AccessGrant = {
    kind: 'access',
    user,
    token: tokens.accessToken,
    expiresAt: tokens.expiresAt.getTime(),
    refresh: tokens.refreshToken,
    issuedAt,
  };
  const refresh: RefreshGrant | undefined = tokens.refreshToken
    ? { kind: 'refresh', user, token: tokens.refreshToken, issuedAt }
    : undefined;
  return {
    access_token: cipher.encrypt(JSON.stringify(access)),
    refresh_token: refresh ? cipher.encrypt(JSON.stringify(refresh)) : null,
  };
}

function open<K extends 'access' | 'refresh'>(
  cipher: TokenCipher,
  user: string,
  handle: string,
  kind: K,
  field: string,
): K extends 'access' ? AccessGrant : RefreshGrant {
  const invalid = badRequest('google.grant_invalid', {
    [field]: 'field.not_valid',
  });
  let grant: (AccessGrant | RefreshGrant) & { kind: string };
  try {
    grant = JSON.parse(cipher.decrypt(handle)) as AccessGrant | RefreshGrant;
  } catch {
    throw invalid;
  }
  if (grant.kind !== kind || grant.user !== user || Date.now() - grant.issuedAt > GRANT_HANDLE_TTL_MS) {
    throw invalid;
  }
  return grant as K extends 'access' ? AccessGrant : RefreshGrant;
}

export const openAccessGrant = (cipher: TokenCipher, user: string, handle: string) =>
  open(cipher, user, handle, 'access', 'access_token');

export const openRefreshGrant = (cipher: TokenCipher, user: string, handle: string) =>
  open(cipher, user, handle, 'refresh', 'refresh_token').token;
