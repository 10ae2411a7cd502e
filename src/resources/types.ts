import type { ComponentType } from 'react';
import type { UserType } from '../../shared/roles';
import type { RouteKey } from '../../shared/routePermissions';
import type { EndpointMap } from '../dataProvider/endpoints';

/** Who may read a resource's records and who may create, edit and delete them. */
export interface ResourcePermissions {
  read: readonly UserType[];
  write: readonly UserType[];
}

/** Everything the app needs to know about one resource, in one object (its folder's index.ts). */
export interface ResourceDefinition {
  /** The resource name, which is also its route and its key in the route permission table. */
  name: RouteKey;
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /** Served at /<name>/view/:id, the spec's show path. */
  show?: ComponentType;
  /** More pages under /<name>/, open to the resource's writers (e.g. /channels/add-new). */
  pages?: Record<string, ComponentType>;
  icon: ComponentType;
  recordRepresentation: string;
  endpoints: EndpointMap;
  permissions: ResourcePermissions;
  /** The English route title (spec 000 §1), also the key of its translation under app.titles. */
  title: string;
}
