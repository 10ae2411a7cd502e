import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { TITLE_SUFFIX } from '../../shared/titles';
import { routeTitle } from './routeTitles';
import { useUserTitle } from './useUserTitle';

/** Keeps the browser title as '{route title} | DRM' (shared pageTitle's rule, in the user's language). */
export function usePageTitle() {
  const { pathname } = useLocation();
  const userTitle = useUserTitle();
  useEffect(() => {
    document.title = `${userTitle(routeTitle(pathname) ?? 'Page Not Found')}${TITLE_SUFFIX}`;
  }, [pathname, userTitle]);
}
