import type { UserType } from '../roles';
import type { RoutePermission } from '../routeGuard';
import type { KeyedMessages, SimpleResource } from './simple';

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

/** Who may do one action: user types, written with the groups of shared/roles. */
export type Roles = readonly UserType[];

/** Named actions and their roles; ownership and other row rules come on top, in each entity's scope. */
export type ActionRoles = Readonly<Record<string, Roles>>;

/**
 * The actions every resource has; an entity adds its own (review, note, buildPackage...). A type, not
 * an interface, so it fits the index signature of ActionRoles.
 */
export type CrudActions = {
  /** Reads its records (each only those the server's scope lets them see). */
  read: Roles;
  create: Roles;
  update: Roles;
  delete: Roles;
  /** Changes a record's status (activate, deactivate). */
  status: Roles;
};

/**
 * Who may do what on one page or entity: the access contract. The browser's guards and
 * `canAccess`, the server's route rules, the API reference's `x-access` and the security suite
 * all read it; no role list for a permission is written anywhere else.
 */
export interface AccessDeclaration<Name extends string = string, Actions extends ActionRoles = ActionRoles> {
  /** The route key: the browser path's first segment and react-admin's resource name. */
  name: Name;
  /** The page guard: its row of the route table (spec 000 §2); none for a part with no page. */
  route?: RoutePermission;
  actions: Actions;
}

/**
 * Everything both sides know about one resource: its access (route and actions) and how its
 * records travel and are listed.
 */
export interface ResourceDeclaration<
  Name extends string = string,
  Actions extends CrudActions & ActionRoles = CrudActions & ActionRoles,
> extends AccessDeclaration<Name, Actions> {
  /** The English page title (spec 000 §1), also the key of its translation under app.titles. */
  title: string;
  route: RoutePermission;
  /** Fields holding money, never answered to non-earning types (5, 7, 8, 9). */
  money: readonly string[];
  whitelist: ListWhitelist;
  api: ApiPaths;
  /** A simple resource's fields, texts, menu place and demo rows: the kits derive the rest from them. */
  simple?: SimpleResource;
}

/**
 * Declares a resource, keeping its literal types: the name for the route key type, the action names
 * for the types that use them, a simple resource's fields for the table the server derives from them
 * and its message keys for the ids of its messages (checked: each language has every message the
 * English has, and its refusals name messages it has; see KeyedMessages).
 */
export const declareResource = <
  const Name extends string,
  const Actions extends CrudActions & ActionRoles,
  const S extends SimpleResource | undefined = undefined,
>(
  declaration: ResourceDeclaration<Name, Actions> & {
    simple?: S & (S extends SimpleResource ? KeyedMessages<S> : unknown);
  },
): ResourceDeclaration<Name, Actions> & (S extends SimpleResource ? { simple: S } : unknown) =>
  declaration as never;

/** A declaration that holds a simple resource's data. */
export type SimpleDeclaration<S extends SimpleResource = SimpleResource> = ResourceDeclaration & {
  simple: S;
};

export const isSimple = (declaration: ResourceDeclaration): declaration is SimpleDeclaration =>
  declaration.simple !== undefined;

/** Declares a page or API part that is no resource: its route row and its actions. */
export const declareAccess = <const Name extends string, const Actions extends ActionRoles>(
  declaration: AccessDeclaration<Name, Actions>,
): AccessDeclaration<Name, Actions> => declaration;

/** The CRUD actions of a resource whose writers create, edit, change the status of and delete. */
export const crud = (read: Roles, write: Roles, create: Roles = write): CrudActions => ({
  read,
  create,
  update: write,
  delete: write,
  status: write,
});
