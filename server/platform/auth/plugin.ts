import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountStatus } from '../../../shared/constants';
import { ACCESS, canDo, isAccessName, rolesOf } from '../../../shared/resources';
import { ALL_USER_TYPES, effectiveUserType, UserType } from '../../../shared/roles';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../http/errors';
import { teamMembers, type UserRow } from '../../entities/users/table';
import type { AuthContext, RouteAccess } from './context';
import { recallSession, rememberSession, sessionGeneration } from './sessionMemory';
import { findLiveSession } from './sessions';
import type { TokenSigner } from './tokens';

/** Session ids are UUIDs; the session query would refuse anything else as a malformed value (400). */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** An API endpoint and who may call it: the list the security tests are generated from. */
export interface ApiEndpoint {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiEndpoints: readonly ApiEndpoint[];
    /** A plugin whose routes we do not declare ourselves (the API reference) gives their rule here. */
    routeAccessFor?: (url: string) => RouteAccess;
  }
}

/** Resolves the caller from a token; undefined for a missing, bad, expired or revoked one. */
export async function authenticate(
  db: Database,
  signer: TokenSigner,
  token: string,
): Promise<AuthContext | undefined> {
  const claims = await signer.verify(token);
  // A signed link names a thing ('media:<id>'), not a session, and opens nothing but that thing.
  if (!claims || claims.issuedBy !== undefined) return undefined;
  return sessionCaller(db, claims.sessionId, claims.userId);
}

/**
 * The caller of a session, if it is live (not revoked, idle or expired), its account active and, for
 * a team member, the membership it acts under still active: what every call and every signed link
 * the session made is checked against.
 */
export async function sessionCaller(
  db: Database,
  sessionId: string,
  userId: string,
): Promise<AuthContext | undefined> {
  if (!SESSION_ID.test(sessionId)) return undefined;
  const recalled = recallSession(sessionId, userId);
  if (recalled) return recalled;
  const since = sessionGeneration();
  const live = await findLiveSession(db, sessionId, userId);
  if (!live || live.user.status !== AccountStatus.ACTIVE) return undefined;
  const auth = await contextOf(db, live.user, live.session.id, live.session.actingOwnerId);
  if (auth) rememberSession(auth, since, live.session.expiresAt);
  return auth;
}

async function contextOf(
  db: Database,
  user: UserRow,
  sessionId: string,
  actingOwnerId: string | null,
): Promise<AuthContext | undefined> {
  if (user.type !== UserType.RIGHT_HOLDER_TEAM) {
    const type = user.type as UserType;
    const ownsData = type === UserType.CREATOR || type === UserType.RIGHT_HOLDER;
    return { userId: user.id, sessionId, type, teamMemberType: null, ownerId: ownsData ? user.id : null };
  }
  // A team member acts for one owner at a time, and only while that membership is active.
  if (!actingOwnerId) return undefined;
  const [membership] = await db
    .select()
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.memberId, user.id),
        eq(teamMembers.ownerId, actingOwnerId),
        eq(teamMembers.status, AccountStatus.ACTIVE),
        // An invitation grants nothing until it is accepted.
        isNotNull(teamMembers.acceptedAt),
      ),
    );
  if (!membership) return undefined;
  return {
    userId: user.id,
    sessionId,
    type: effectiveUserType(user.type, membership.teamMemberType),
    teamMemberType: membership.teamMemberType,
    ownerId: actingOwnerId,
  };
}

export function isAllowed(access: RouteAccess, type: UserType): boolean {
  if ('resource' in access) return canDo(access.resource, access.action, type);
  return true;
}

/** The user types a rule lets call (every type for `signedIn`, none needed for `public`). */
export function allowedTypes(access: RouteAccess): readonly UserType[] {
  if ('resource' in access) return rolesOf(access.resource, access.action);
  return 'public' in access ? [] : ALL_USER_TYPES;
}

/** Refuses a rule that names no declared action (or is anything but the three kinds). */
function checkRule(access: RouteAccess, route: string): void {
  if ('public' in access || 'signedIn' in access) return;
  if ('resource' in access && isAccessName(access.resource)) {
    if (Object.hasOwn(ACCESS[access.resource].actions, access.action)) return;
  }
  throw new Error(`${route} names no declared action: ${JSON.stringify(access)}`);
}

/**
 * Secure by default: every /api route must declare its access rule, and the token and role are
 * checked before the body is even read, so a refused call never reaches validation or the database.
 */
export function registerAuth(app: FastifyInstance, db: Database, signer: TokenSigner): void {
  app.decorateRequest('auth', null);
  const endpoints: ApiEndpoint[] = [];
  app.decorate('apiEndpoints', endpoints);
  app.addHook('onRoute', function (route) {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access ?? this.routeAccessFor?.(route.url);
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    checkRule(access, `${String(route.method)} ${route.url}`);
    route.config = { ...route.config, access };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') endpoints.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const token = bearerToken(request);
    const auth = token ? await authenticate(db, signer, token) : undefined;
    if (!auth) throw unauthorized(token ? 'auth.session_expired' : undefined);
    if (!isAllowed(access, auth.type)) throw forbidden();
    request.auth = auth;
  });
}

/** The caller of a route that declared it needs one. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
