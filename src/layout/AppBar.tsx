import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  ToggleThemeButton,
  useTranslate,
} from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { FullscreenToggle } from './FullscreenToggle';
import { MenuSearch } from './MenuSearch';
import { PackagesMenu } from './PackagesMenu';

/**
 * The top bar (spec 001 §2.8): menu search, downloaded packages, languages, theme, fullscreen and the
 * user dropdown, on
 * react-admin's app bar, with its loading spinner named for assistive technology.
 */
export function AppBar() {
  const translate = useTranslate();
  // LoadingIndicator passes unknown props on to its CircularProgress.
  const named = { 'aria-label': translate('ra.page.loading') };
  return (
    <RaAppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <MenuSearch />
          <PackagesMenu />
          <LocalesMenuButton />
          <ToggleThemeButton />
          <FullscreenToggle />
          <LoadingIndicator {...named} />
        </>
      }
    />
  );
}
