import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import type { UserType } from '../../shared/roles';
import { TITLE_SUFFIX, titleForUser } from '../../shared/titles';
import { routeTitle } from './routeTitles';

/** Keeps the browser title as '{route title} | DRM', with the rights-holder replacements. */
export function usePageTitle() {
  const { pathname } = useLocation();
  const { permissions: type } = usePermissions<UserType | undefined>();
  const translate = useTranslate();
  useEffect(() => {
    const title = routeTitle(pathname) ?? 'Page Not Found';
    const shown = titleForUser(title, type);
    document.title = `${translate(`app.titles.${shown}`, { _: shown })}${TITLE_SUFFIX}`;
  }, [pathname, type, translate]);
}
