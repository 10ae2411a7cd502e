import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../../shared/resources/types';

/** A resource's pages in the browser, beside its declaration (name, title, calls, who reads and writes). */
export interface ResourceViews {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /** Served at /<name>/view/:id, the spec's show path. */
  show?: ComponentType;
  /** More pages under /<name>/, open to the resource's writers (e.g. /channels/add-new). */
  pages?: Record<string, ComponentType>;
  /** More pages under /<name>/, open to its readers (e.g. /assets/draft-asset). */
  listPages?: Record<string, ComponentType>;
  icon: ComponentType;
  recordRepresentation: string;
}

/** Everything the app needs to know about one resource, in one object (its folder's index.ts). */
export type ResourceDefinition = ResourceDeclaration & ResourceViews;
