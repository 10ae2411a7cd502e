import type { UserType } from '../roles';
import type { RoutePermission } from '../routeGuard';

/** A call as 'METHOD /path' under the API base, where ':id' stands for the record id. */
export type ApiRoute = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/**
 * How one resource's records travel over the API. Lists are POST calls taking the wire list body;
 * delete may be a status change (soft delete) with a fixed body.
 */
export interface ApiPaths {
  list: ApiRoute;
  /** The list's total alone, for the same body. */
  count?: ApiRoute;
  getOne: ApiRoute;
  /** Writes name the fields they may send: the API refuses any other. */
  create?: { route: ApiRoute; fields: readonly string[] };
  update?: { route: ApiRoute; fields: readonly string[] };
  delete?: { route: ApiRoute; body?: Record<string, unknown> };
  /** A status change: `{status}` to the route. */
  changeStatus?: ApiRoute;
  /** Removes the record for good, refused while it is in use. */
  purge?: ApiRoute;
  /** The short list of active records for pickers, cached by the browser (spec 001 §3). */
  lookup?: ApiRoute;
  /** Stores the record's picture: one image as the request body. */
  picture?: ApiRoute;
}

/** What a list call may sort by, filter by, and which fields its search text matches. */
export interface ListWhitelist {
  sortable: readonly string[];
  filterable: readonly string[];
  searchable: readonly string[];
}

/**
 * Everything both sides know about one resource: the browser registers its pages and guards from
 * it, the server its access rules, and the security suite its matrix. No role list for a resource
 * is written anywhere else.
 */
export interface ResourceDeclaration<Name extends string = string> {
  /** The route key: the browser path's first segment and react-admin's resource name. */
  name: Name;
  /** The English page title (spec 000 §1), also the key of its translation under app.titles. */
  title: string;
  /** The page guard: the resource's row of the route table (spec 000 §2). */
  route: RoutePermission;
  /** Who reads its records (each only those the server's scope lets them see). */
  read: readonly UserType[];
  /** Who creates, edits, changes the status of and deletes them (ownership checked per record). */
  write: readonly UserType[];
  /** Who creates them, where fewer than the writers (an owner invites to their own team). */
  createdBy?: readonly UserType[];
  /** Fields holding money, never answered to non-earning types (5, 7, 8, 9). */
  money: readonly string[];
  whitelist: ListWhitelist;
  api: ApiPaths;
}

/** Declares a resource, keeping its literal name for the route key type. */
export const declareResource = <const Name extends string>(
  declaration: ResourceDeclaration<Name>,
): ResourceDeclaration<Name> => declaration;
