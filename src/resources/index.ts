import type { WritePermissions } from '../authProvider';
import type { EndpointMap } from '../dataProvider/endpoints';
import channels from './channels';
import type { ResourceDefinition } from './types';

/** Every resource of the app; App, the menu, the dataProvider and the authProvider read this list. */
export const resources: readonly ResourceDefinition[] = [channels];

export const endpointMaps: Record<string, EndpointMap> = Object.fromEntries(
  resources.map((r) => [r.name, r.endpoints]),
);

export const writePermissions: WritePermissions = Object.fromEntries(
  resources.map((r) => [r.name, r.writers]),
);
