import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/*
 * A local stand-in for YouTube Content ID (the YouTube Partner API's claims, claimSearch) and the
 * token endpoint's refresh grant, speaking the protocol for the subset the app uses, so the Content
 * ID client is tested against a peer on its own port. Its claims live in memory.
 */

export interface StandInContentIdOptions {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  contentOwnerId: string;
}

export interface StandInClaim {
  id: string;
  assetId: string;
  videoId: string;
  contentType: string;
  status: string;
  isManualClaim: boolean;
  policy: unknown;
  matchInfo: unknown;
  /** When its status last changed (ISO 8601), as claimSearch answers it and filters by. */
  timeStatusLastModified: string;
}

/** Claims a claimSearch page holds unless the stand-in is made with fewer (Google's own size is not documented). */
export const STAND_IN_SEARCH_PAGE_SIZE = 50;

export function createStandInContentId(options: { pageSize?: number } = {}) {
  const claims = new Map<string, StandInClaim>();
  const failures: { status: number; reason: string; skip: number }[] = [];
  const calls = { insert: 0, patch: 0, search: 0, get: 0, token: 0 };
  /** Each claimSearch's query, as asked. */
  const searches: Record<string, string>[] = [];
  return {
    claims,
    calls,
    searches,
    pageSize: options.pageSize ?? STAND_IN_SEARCH_PAGE_SIZE,
    /** A change made on YouTube's side (the uploader disputes, the claimant releases in Studio). */
    setStatus(id: string, status: string, at: Date = new Date()) {
      const claim = claims.get(id);
      if (!claim) throw new Error(`no stand-in claim ${id}`);
      claim.status = status;
      claim.timeStatusLastModified = at.toISOString();
    },
    /** The next API calls answer these errors, one each, as Google shapes them. */
    failNext(...next: { status: number; reason: string }[]) {
      failures.push(...next.map((failure) => ({ ...failure, skip: 0 })));
    },
    /** The API call after the next `skip` ones answers this error (a failure part way through). */
    failAfter(skip: number, failure: { status: number; reason: string }) {
      failures.push({ ...failure, skip });
    },
    takeFailure: () => {
      const next = failures[0];
      if (next && next.skip > 0) {
        next.skip -= 1;
        return undefined;
      }
      return failures.shift();
    },
  };
}
export type StandInContentId = ReturnType<typeof createStandInContentId>;

const SEGMENT_TIME = /^\d{2}:\d{2}:\d{2}\.\d{3}$/;
const CONTENT_TYPES = new Set(['audio', 'video', 'audiovisual']);

function apiError(reply: FastifyReply, status: number, reason: string, message: string) {
  return reply.status(status).send({ error: { code: status, message, errors: [{ reason, message }] } });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a claims.insert body is one Content ID takes for a manual claim. */
function validInsert(body: unknown): body is Omit<StandInClaim, 'id' | 'status'> {
  if (!isRecord(body)) return false;
  const segments = isRecord(body.matchInfo) ? body.matchInfo.matchSegments : undefined;
  return (
    typeof body.assetId === 'string' &&
    typeof body.videoId === 'string' &&
    CONTENT_TYPES.has(String(body.contentType)) &&
    body.isManualClaim === true &&
    isRecord(body.policy) &&
    Array.isArray(segments) &&
    segments.length > 0 &&
    segments.every((segment: unknown) => {
      const manual = isRecord(segment) ? segment.manual_segment : undefined;
      return (
        isRecord(manual) &&
        SEGMENT_TIME.test(String(manual.start)) &&
        SEGMENT_TIME.test(String(manual.finish))
      );
    })
  );
}

/** Register under a prefix (e.g. /google): `/token` and `/youtube/partner/v1/…`. */
export const contentIdStandIn: FastifyPluginAsync<
  StandInContentIdOptions & { state: StandInContentId }
> = async (app, options) => {
  const { state } = options;
  const tokens = new Set<string>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post('/token', async (request, reply) => {
    state.calls.token += 1;
    const body = (request.body ?? {}) as Record<string, string>;
    if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Unauthorized' });
    }
    if (body.grant_type !== 'refresh_token' || body.refresh_token !== options.refreshToken) {
      return reply.status(400).send({ error: 'invalid_grant', error_description: 'Bad Request' });
    }
    const token = randomBytes(16).toString('hex');
    tokens.add(token);
    return {
      access_token: token,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'https://www.googleapis.com/auth/youtubepartner',
    };
  });

  /** The bearer token and the content owner, as Google checks them; a queued failure first. */
  const refused = (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) {
      return apiError(reply, 401, 'authError', 'Invalid Credentials');
    }
    const owner = (request.query as Record<string, string>).onBehalfOfContentOwner;
    if (owner !== options.contentOwnerId) {
      return apiError(
        reply,
        403,
        'forbidden',
        'The authenticated user cannot act on behalf of the specified content owner.',
      );
    }
    const failure = state.takeFailure();
    if (failure)
      return apiError(reply, failure.status, failure.reason, `Stand-in failure: ${failure.reason}`);
    return undefined;
  };

  app.post('/youtube/partner/v1/claims', async (request, reply) => {
    state.calls.insert += 1;
    const refusal = refused(request, reply);
    if (refusal) return refusal;
    if (!validInsert(request.body)) return apiError(reply, 400, 'invalidValue', 'Invalid claim.');
    const claim: StandInClaim = {
      ...request.body,
      id: randomBytes(8).toString('hex'),
      status: 'active',
      timeStatusLastModified: new Date().toISOString(),
    };
    state.claims.set(claim.id, claim);
    return { kind: 'youtubePartner#claim', ...claim };
  });

  app.patch('/youtube/partner/v1/claims/:id', async (request, reply) => {
    state.calls.patch += 1;
    const refusal = refused(request, reply);
    if (refusal) return refusal;
    const claim = state.claims.get((request.params as { id: string }).id);
    if (!claim) return apiError(reply, 404, 'notFound', 'Claim not found.');
    const body = request.body as Record<string, unknown> | undefined;
    if (typeof body?.status === 'string' && body.status !== claim.status) {
      // Content ID lets a claimant change a status only to inactive (a release).
      if (body.status !== 'inactive') return apiError(reply, 400, 'invalidValue', 'Invalid status.');
      state.setStatus(claim.id, body.status);
    }
    return { kind: 'youtubePartner#claim', ...claim };
  });

  app.get('/youtube/partner/v1/claims/:id', async (request, reply) => {
    state.calls.get += 1;
    const refusal = refused(request, reply);
    if (refusal) return refusal;
    const claim = state.claims.get((request.params as { id: string }).id);
    if (!claim) return apiError(reply, 404, 'notFound', 'Claim not found.');
    return { kind: 'youtubePartner#claim', ...claim };
  });

  app.get('/youtube/partner/v1/claimSearch', async (request, reply) => {
    state.calls.search += 1;
    const refusal = refused(request, reply);
    if (refusal) return refusal;
    const query = request.query as Record<string, string>;
    state.searches.push({ ...query });
    // Exactly one of the id filters, or a status (which the date filters need).
    const filters = ['assetId', 'videoId', 'q'].filter((name) => query[name] !== undefined);
    if (filters.length > 1 || (filters.length === 0 && query.status === undefined)) {
      return apiError(reply, 400, 'invalidValue', 'Specify one of assetId, videoId, q, or a status.');
    }
    const after = query.statusModifiedAfter;
    if (after !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(after)) {
      return apiError(reply, 400, 'invalidValue', 'statusModifiedAfter must be YYYY-MM-DD.');
    }
    const matching = [...state.claims.values()].filter(
      (claim) =>
        (query.videoId === undefined || claim.videoId === query.videoId) &&
        (query.assetId === undefined || claim.assetId === query.assetId) &&
        (query.status === undefined || claim.status === query.status) &&
        (after === undefined || claim.timeStatusLastModified.slice(0, 10) >= after),
    );
    const offset = query.pageToken ? Number(Buffer.from(query.pageToken, 'base64url').toString()) : 0;
    if (!Number.isInteger(offset) || offset < 0) {
      return apiError(reply, 400, 'invalidPageToken', 'Invalid page token.');
    }
    const items = matching.slice(offset, offset + state.pageSize);
    const next = offset + state.pageSize;
    return {
      kind: 'youtubePartner#claimSnippetList',
      items,
      pageInfo: { totalResults: matching.length, resultsPerPage: state.pageSize },
      ...(next < matching.length && { nextPageToken: Buffer.from(String(next)).toString('base64url') }),
    };
  });
};
