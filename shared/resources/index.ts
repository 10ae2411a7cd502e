import { admins } from './admins';
import { artists } from './artists';
import { assets } from './assets';
import { categories } from './categories';
import { channels } from './channels';
import { agreements } from './agreements';
import { creators } from './creators';
import { energyLevels } from './energyLevels';
import { library } from './library';
import { rightsHolders } from './rightsHolders';
import { teamMembers } from './teamMembers';
import type { ResourceDeclaration } from './types';

const list = [
  channels,
  rightsHolders,
  agreements,
  admins,
  creators,
  teamMembers,
  artists,
  categories,
  energyLevels,
  assets,
  library,
] as const;

export type ResourceName = (typeof list)[number]['name'];

/** Every resource, by name: the one place that says who reads and writes each. */
export const RESOURCES = Object.fromEntries(list.map((r) => [r.name, r])) as {
  [R in (typeof list)[number] as R['name']]: ResourceDeclaration<R['name']>;
};

export const RESOURCE_NAMES = list.map((r) => r.name) as readonly ResourceName[];

export const isResourceName = (name: string): name is ResourceName => Object.hasOwn(RESOURCES, name);

export type ResourceAction = 'read' | 'write' | 'create';

/** Whether this type may read, write or create the resource's records at all; ownership comes on top. */
export const canDo = (name: ResourceName, action: ResourceAction, type: number): boolean => {
  const resource: ResourceDeclaration = RESOURCES[name];
  const types = action === 'create' ? (resource.createdBy ?? resource.write) : resource[action];
  return (types as readonly number[]).includes(type);
};

export type { ResourceDeclaration } from './types';
