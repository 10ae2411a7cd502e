import type { UserType } from '../../../shared/roles';
import type { AccessName } from '../../../shared/resources';

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

/**
 * Who may call an endpoint; every route under /api must declare one: an action of a declaration
 * (shared/resources), never a list of types, so the declaration stays the only place that says who.
 */
export type RouteAccess =
  | { public: true }
  | { signedIn: true }
  /** Checked when the route is added: the declaration must name the action. */
  | { resource: AccessName; action: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
