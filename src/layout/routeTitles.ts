import { routeKeyOfPath } from '../../shared/routePermissions';
import { resources } from '../resources';

/** English route titles (spec 000 §1) of the paths that are not resources. */
const PAGE_TITLES: Record<string, string> = {
  dashboard: 'Dashboard',
  'step-2': 'Connect your channel',
  'step-3': 'Your channel is connected',
  'update-profile': 'Edit Profile',
  'payment-setting': 'Payment Setting',
  upload: 'Upload Content',
  'payment-runs': 'Payment Runs',
  transaction: 'Payment History',
  'activity-log-reports': 'Activity Log Reports',
};

/** Pages inside a resource's path that are not its views. */
const PATH_TITLES: Record<string, string> = {
  '/creators/profile': 'Profile',
  '/right-holders/profile': 'Profile',
  '/channels/add-new': 'Add a channel',
  '/assets/pending-review': 'Content Pending Review',
  // The earnings pages (issue 36): their search entries' names; by videos is 000 §1's title.
  '/royalties-earnings': 'Royalties earnings Overview',
  '/royalties/by-creator': 'Royalties earnings by Creators',
  '/royalties/by-right-holders': 'Royalties earnings by Content Owners',
  '/royalties/by-videos': 'By YouTube Videos',
  '/claim-detail/overview': 'Claims Payment Details',
  // The payment history's pages (issue 36), as their menu entries name them.
  '/payment-history/landing-page': 'Overview',
  '/payment-history/by-creator': 'Payment History By Creators',
  '/payment-history/by-channel': 'Payment History By Channel',
  '/payment-history/by-right-holders': 'Payment History By Content Owners',
  '/payment-history/by-videos': 'Payment History By YouTube Videos',
};

/** The route title of a path, from the pages inside resources, the resources list and the pages above. */
export function routeTitle(pathname: string): string | undefined {
  if (PATH_TITLES[pathname]) return PATH_TITLES[pathname];
  // A resource declared under another's path ('assets/claim-video') is named by its longest match.
  const key = routeKeyOfPath(pathname) ?? pathname.split('/').find(Boolean) ?? '';
  return resources.find((resource) => resource.name === key)?.title ?? PAGE_TITLES[key];
}
