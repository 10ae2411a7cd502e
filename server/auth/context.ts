import type { UserType } from '../../shared/roles';
import type { ResourceAction, ResourceName } from '../../shared/resources';
import type { RouteKey } from '../../shared/routePermissions';

/** Who is calling, as every handler sees it once the token has been checked. */
export interface AuthContext {
  /** The signed-in account (the API's login_id). */
  userId: string;
  sessionId: string;
  /** The effective type: a type-8 account of a creator's team is 9. */
  type: UserType;
  teamMemberType: string | null;
  /**
   * Whose data the caller works on: themselves for creators and rights holders, the owner they act
   * for when a team member, null for staff (who see every owner's data).
   */
  ownerId: string | null;
}

/** Who may call an endpoint; every route under /api must declare one. */
export type RouteAccess =
  | { public: true }
  | { signedIn: true }
  /** The same rule as the browser route of that name (shared/routePermissions). */
  | { route: RouteKey }
  | { types: readonly UserType[] }
  /** The readers or writers of a resource's declaration (shared/resources). */
  | { resource: ResourceName; action: ResourceAction };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
