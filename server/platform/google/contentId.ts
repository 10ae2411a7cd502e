import { Type, type Static } from '@sinclair/typebox';
import { googleJson, refreshAccessToken, type GoogleSettings } from './client';

/*
 * YouTube Content ID (the YouTube Partner API, content owners only): the claims a manual claim
 * becomes there. OAuth with the youtubepartner scope (a refresh token granted for it), every call
 * on behalf of the content owner. Base URL configurable: tests and the offline default point it at
 * the stand-in (standInContentId.ts).
 */

export const YOUTUBE_PARTNER_SCOPE = 'https://www.googleapis.com/auth/youtubepartner';
export const CONTENT_ID_API_URL = 'https://youtubepartner.googleapis.com/youtube/partner/v1';

export interface ContentIdSettings {
  /** e.g. https://youtubepartner.googleapis.com/youtube/partner/v1 */
  apiUrl: string;
  /** The content owner the calls act for (onBehalfOfContentOwner). */
  contentOwnerId: string;
  /** A refresh token granted with the youtubepartner scope to the Google client below. */
  refreshToken: string;
  /** The Google OAuth client (its token URL, id and secret). */
  google: Pick<GoogleSettings, 'tokenUrl' | 'clientId' | 'clientSecret'>;
}

/** A claim as Content ID answers it (the fields used here). */
const ClaimAnswer = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  assetId: Type.Optional(Type.String()),
  videoId: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  contentType: Type.Optional(Type.String()),
  timeStatusLastModified: Type.Optional(Type.String()),
});
export type ContentIdClaim = Static<typeof ClaimAnswer>;

const ClaimSearchAnswer = Type.Object({
  nextPageToken: Type.Optional(Type.String({ minLength: 1 })),
  items: Type.Optional(Type.Array(ClaimAnswer)),
  pageInfo: Type.Optional(Type.Object({ totalResults: Type.Optional(Type.Integer({ minimum: 0 })) })),
});

/** One manual claim as claims.insert takes it. */
export interface ClaimToInsert {
  /** Content ID's asset id (the library item's mapping). */
  assetId: string;
  videoId: string;
  contentType: 'audio' | 'video' | 'audiovisual';
  action: 'monetize' | 'track' | 'block';
  territories?: { type: 'include' | 'exclude'; territories: string[] };
  /** Seconds into the video. */
  segments: { start: number; finish: number }[];
}

/** Seconds as Content ID writes a segment's bound: HH:MM:SS.mmm. */
export function segmentTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

export function createContentIdClient(settings: ContentIdSettings) {
  let token: { value: string; expiresAt: number } | undefined;
  const accessToken = async () => {
    // A minute's margin: a token about to expire is renewed before the call, not after its 401.
    if (!token || token.expiresAt - 60_000 < Date.now()) {
      const fresh = await refreshAccessToken(
        { ...settings.google, authorizeUrl: '', youtubeApiUrl: '' },
        settings.refreshToken,
      );
      token = { value: fresh.accessToken, expiresAt: fresh.expiresAt.getTime() };
    }
    return token.value;
  };
  const url = (path: string, params: Record<string, string> = {}) => {
    const address = new URL(`${settings.apiUrl.replace(/\/+$/, '')}/${path}`);
    address.searchParams.set('onBehalfOfContentOwner', settings.contentOwnerId);
    for (const [name, value] of Object.entries(params)) address.searchParams.set(name, value);
    return address;
  };

  return {
    /** The content owner the calls act for. */
    contentOwnerId: settings.contentOwnerId,

    /** claims.insert: a manual claim with its segments and policy; Content ID's claim. */
    async insertClaim(claim: ClaimToInsert): Promise<ContentIdClaim> {
      const body = {
        assetId: claim.assetId,
        videoId: claim.videoId,
        contentType: claim.contentType,
        isManualClaim: true,
        policy: {
          rules: [
            {
              action: claim.action,
              ...(claim.territories && { conditions: { requiredTerritories: claim.territories } }),
            },
          ],
        },
        matchInfo: {
          matchSegments: claim.segments.map((segment) => ({
            manual_segment: { start: segmentTime(segment.start), finish: segmentTime(segment.finish) },
          })),
        },
      };
      return googleJson(url('claims'), await accessToken(), { method: 'POST', body }, ClaimAnswer);
    },

    /** claims.patch with status inactive: the claim is released. */
    async releaseClaim(claimId: string): Promise<ContentIdClaim> {
      return googleJson(
        url(`claims/${encodeURIComponent(claimId)}`),
        await accessToken(),
        { method: 'PATCH', body: { status: 'inactive' } },
        ClaimAnswer,
      );
    },

    /**
     * claimSearch.list, one page: by video or asset, or the content owner's claims in one state
     * (optionally only those whose state changed on or after a day, yyyy-MM-dd).
     */
    async searchClaims(
      by: { videoId: string } | { assetId: string } | { status: string; statusModifiedAfter?: string },
      pageToken?: string,
    ): Promise<{ items: ContentIdClaim[]; nextPageToken: string | null; totalResults: number | null }> {
      const params: Record<string, string> =
        'videoId' in by
          ? { videoId: by.videoId }
          : 'assetId' in by
            ? { assetId: by.assetId }
            : {
                status: by.status,
                ...(by.statusModifiedAfter && { statusModifiedAfter: by.statusModifiedAfter }),
              };
      if (pageToken) params.pageToken = pageToken;
      const answer = await googleJson(
        url('claimSearch', params),
        await accessToken(),
        { method: 'GET' },
        ClaimSearchAnswer,
      );
      return {
        items: answer.items ?? [],
        nextPageToken: answer.nextPageToken ?? null,
        totalResults: answer.pageInfo?.totalResults ?? null,
      };
    },

    /** claims.get: one claim as Content ID has it now. */
    async getClaim(claimId: string): Promise<ContentIdClaim> {
      return googleJson(
        url(`claims/${encodeURIComponent(claimId)}`),
        await accessToken(),
        { method: 'GET' },
        ClaimAnswer,
      );
    },
  };
}

export type ContentIdClient = ReturnType<typeof createContentIdClient>;
