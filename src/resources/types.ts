import type { ComponentType, ReactNode } from 'react';
import type { UserType } from '../../shared/roles';
import type { RouteKey } from '../../shared/routePermissions';
import type { EndpointMap } from '../dataProvider/endpoints';

/** Everything the app needs to know about one resource, in one object (its folder's index.ts). */
export interface ResourceDefinition {
  /** The resource name, which is also its route and its key in the route permission table. */
  name: RouteKey;
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /** Extra routes under the resource path, e.g. the show view at view/:id. */
  routes?: ReactNode;
  icon: ComponentType;
  recordRepresentation: string;
  endpoints: EndpointMap;
  /** Who may create, edit and delete (on top of the route permission). */
  writers: readonly UserType[];
  /** The English route title (spec 000 §1), the key of its translation under app.titles. */
  title: string;
}
