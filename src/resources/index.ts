import type { EndpointMap } from '../dataProvider/endpoints';
import admins from './admins';
import channels from './channels';
import creators from './creators';
import contracts from './contracts';
import rightHolders from './right-holders';
import teamMembers from './team-members';
import type { ResourceDefinition, ResourcePermissions } from './types';

/** Every resource of the app; App, the menu, the dataProvider and the authProvider read this list. */
export const resources: readonly ResourceDefinition[] = [
  channels,
  rightHolders,
  contracts,
  admins,
  creators,
  teamMembers,
];

export const endpointMaps: Record<string, EndpointMap> = Object.fromEntries(
  resources.map((r) => [r.name, r.endpoints]),
);

export const resourcePermissions: Record<string, ResourcePermissions> = Object.fromEntries(
  resources.map((r) => [r.name, r.permissions]),
);
