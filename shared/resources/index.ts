import { admins } from './admins';
import { assets } from './assets';
import { channels } from './channels';
import { claimVideo, manualClaiming } from './claims';
import { agreements } from './agreements';
import { creators } from './creators';
import { library } from './library';
import { browse, inquiryList } from './inquiries';
import { monitoringChannels, monitoringYoutubeVideos } from './monitoring';
import { PAGES, PARTS } from './pages';
import { prospectiveYoutubeVideos } from './prospects';
import { rightsHolders } from './rightsHolders';
import { SIMPLE_DECLARATIONS } from './simpleList';
import { sublicenseeCreators } from './sublicenseeCreators';
import { teamMembers } from './teamMembers';
import { videos } from './videos';
import { copyrightTakedowns } from './takedowns';
import { contactUs } from './contactUs';
import { revenueImports } from './royalties';
import type { AccessDeclaration, Roles } from './types';

const list = [
  channels,
  rightsHolders,
  agreements,
  admins,
  creators,
  teamMembers,
  // The simple resources: one file each, listed by `npm run db:generate`.
  ...SIMPLE_DECLARATIONS,
  assets,
  library,
  videos,
  browse,
  inquiryList,
  sublicenseeCreators,
  monitoringChannels,
  monitoringYoutubeVideos,
  prospectiveYoutubeVideos,
  copyrightTakedowns,
  manualClaiming,
  claimVideo,
  contactUs,
  revenueImports,
] as const;

export type ResourceName = (typeof list)[number]['name'];

/** Every resource, by name. */
export const RESOURCES = Object.fromEntries(list.map((r) => [r.name, r])) as unknown as {
  [R in (typeof list)[number] as R['name']]: R;
};

export const RESOURCE_NAMES = list.map((r) => r.name) as readonly ResourceName[];

export const isResourceName = (name: string): name is ResourceName => Object.hasOwn(RESOURCES, name);

type Declared = (typeof list)[number] | (typeof PAGES)[number] | (typeof PARTS)[number];

/** The pages and resources with a row in the route table (spec 000 §2). */
export const ROUTED = [...list, ...PAGES] as const;
export type RoutedName = (typeof ROUTED)[number]['name'];

/** Every resource and page that declares access: the one place that says who may do what. */
export const ACCESS = Object.fromEntries(
  [...list, ...PAGES, ...PARTS].map((d) => [d.name, d]),
) as unknown as {
  [D in Declared as D['name']]: D;
};

export type AccessName = keyof typeof ACCESS;

/** The actions a declaration names, by its name. */
export type ActionOf<N extends AccessName> = keyof (typeof ACCESS)[N]['actions'] & string;

/** A permission: one declared action of one resource or page. */
export type AccessRule = { [N in AccessName]: { resource: N; action: ActionOf<N> } }[AccessName];

export const ACCESS_NAMES = Object.keys(ACCESS) as readonly AccessName[];

export const isAccessName = (name: string): name is AccessName => Object.hasOwn(ACCESS, name);

/** The user types one action resolves to (none for an action the declaration does not name). */
export const rolesOf = (name: AccessName, action: string): Roles => {
  const declaration: AccessDeclaration = ACCESS[name];
  return Object.hasOwn(declaration.actions, action) ? declaration.actions[action] : [];
};

/** Whether this type may do the action at all; ownership and other row rules come on top. */
export const canDo = (name: AccessName, action: string, type: number): boolean =>
  (rolesOf(name, action) as readonly number[]).includes(type);

export type { AccessDeclaration, ResourceDeclaration } from './types';
