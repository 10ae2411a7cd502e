import type { EndpointMap } from '../dataProvider/endpoints';
import { simpleDefinitions } from './declared/definition';
import type { ResourceDefinition } from './types';

/**
 * Every resource with pages: a simple resource from its declaration alone; any other found by
 * convention, each folder's index.ts exporting its definition (its declaration in shared/resources
 * plus its views). App, the menu and the dataProvider read this.
 */
const modules = import.meta.glob<{ default: ResourceDefinition }>('./*/index.ts', { eager: true });

export const resources: readonly ResourceDefinition[] = [
  ...Object.values(modules).map((m) => m.default),
  ...simpleDefinitions,
];

export const endpointMaps: Record<string, EndpointMap> = Object.fromEntries(
  resources.map((r) => [r.name, r.api]),
);
