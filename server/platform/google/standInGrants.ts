import { randomBytes } from 'node:crypto';
import { s256Challenge } from './pkce';

/** A code may be exchanged for this long after consent, as at Google. */
export const CODE_TTL_MS = 10 * 60 * 1000;
const TOKEN_BYTES = 32;

/** The channel a person chose on the consent page: the one `mine=true` then lists. */
export interface StandInChannel {
  id: string;
  title: string;
  description: string;
  /** ISO instant, as YouTube's snippet.publishedAt. */
  publishedAt: string;
}

export interface Consent {
  channel: StandInChannel;
  scope: string;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken?: string;
  expiresInSeconds: number;
  scope: string;
}

/** Why a code or refresh token was refused, worded as Google words it where Google's wording is known. */
export type Refusal = { refused: string };

/** A consent's PKCE challenge (RFC 7636), which the code's exchange must answer with its verifier. */
export interface CodeChallenge {
  challenge: string;
  method: 'S256' | 'plain';
}

interface PendingCode {
  consent: Consent;
  redirectUri: string;
  challenge: CodeChallenge | undefined;
  expiresAt: number;
  redeemed: boolean;
}

/** Whether the verifier is the one the challenge was made from. */
function answersChallenge({ challenge, method }: CodeChallenge, verifier: string): boolean {
  return (method === 'S256' ? s256Challenge(verifier) : verifier) === challenge;
}

/**
 * The stand-in's memory of codes and tokens. It lives in one process, like the stand-in itself: a
 * second server process would not know the codes this one issued.
 */
export function createGrantStore(
  accessTokenTtlSeconds: number,
  /** Whether the channel's grants were revoked (by a test): its tokens then stop working. */
  isRevoked: (channelId: string) => boolean = () => false,
) {
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { consent: Consent; expiresAt: number }>();
  // Refresh tokens do not expire; they are as many as consents, which a developer gives by hand.
  const refreshTokens = new Map<string, Consent>();

  /** Expired codes and access tokens are dropped, so memory stays bounded by the live ones. */
  function prune(now: number) {
    for (const [code, pending] of codes) if (pending.expiresAt <= now) codes.delete(code);
    for (const [token, grant] of accessTokens) if (grant.expiresAt <= now) accessTokens.delete(token);
  }

  function issueAccessToken(consent: Consent, now: number): string {
    prune(now);
    // Google's token prefixes, so the app sees tokens shaped like the real ones.
    const accessToken = `ya29.${newSecret()}`;
    accessTokens.set(accessToken, { consent, expiresAt: now + accessTokenTtlSeconds * 1000 });
    return accessToken;
  }

  return {
    issueCode(consent: Consent, redirectUri: string, challenge?: CodeChallenge): string {
      const now = Date.now();
      prune(now);
      const code = `4/0${newSecret()}`;
      codes.set(code, { consent, redirectUri, challenge, expiresAt: now + CODE_TTL_MS, redeemed: false });
      return code;
    },

    /** As Google: a code given with a PKCE challenge is exchanged only with its verifier. */
    redeemCode(code: string, redirectUri: string, verifier?: string): IssuedTokens | Refusal {
      const now = Date.now();
      const pending = codes.get(code);
      if (!pending || pending.expiresAt <= now) return { refused: 'Bad Request' };
      if (pending.redeemed) return { refused: 'Code was already redeemed.' };
      if (pending.redirectUri !== redirectUri) {
        return { refused: 'The redirect_uri does not match the one of the authorization request.' };
      }
      if (pending.challenge && !verifier) return { refused: 'Missing code verifier.' };
      if (pending.challenge && !answersChallenge(pending.challenge, verifier!)) {
        return { refused: 'Invalid code verifier.' };
      }
      pending.redeemed = true;
      const refreshToken = `1//0${newSecret()}`;
      refreshTokens.set(refreshToken, pending.consent);
      return {
        accessToken: issueAccessToken(pending.consent, now),
        refreshToken,
        expiresInSeconds: accessTokenTtlSeconds,
        scope: pending.consent.scope,
      };
    },

    refresh(refreshToken: string): IssuedTokens | Refusal {
      const consent = refreshTokens.get(refreshToken);
      if (!consent || isRevoked(consent.channel.id)) return { refused: 'Token has been expired or revoked.' };
      return {
        accessToken: issueAccessToken(consent, Date.now()),
        expiresInSeconds: accessTokenTtlSeconds,
        scope: consent.scope,
      };
    },

    /** The consent behind a live access token; undefined once it expired or when it was never issued. */
    consentOf(accessToken: string): Consent | undefined {
      const grant = accessTokens.get(accessToken);
      return grant && grant.expiresAt > Date.now() && !isRevoked(grant.consent.channel.id)
        ? grant.consent
        : undefined;
    },
  };
}

export type GrantStore = ReturnType<typeof createGrantStore>;

const newSecret = () => randomBytes(TOKEN_BYTES).toString('base64url');
