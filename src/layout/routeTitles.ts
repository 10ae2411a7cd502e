import { resources } from '../resources';

/** English route titles (spec 000 §1) of the paths that are not resources. */
const PAGE_TITLES: Record<string, string> = {
  dashboard: 'Dashboard',
  'step-2': 'Connect your channel',
  'update-profile': 'Edit Profile',
};

/** The route title of a path, from the resources list and the pages above. */
export function routeTitle(pathname: string): string | undefined {
  const first = pathname.split('/').find(Boolean) ?? '';
  return resources.find((resource) => resource.name === first)?.title ?? PAGE_TITLES[first];
}
