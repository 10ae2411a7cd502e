import useScrollTrigger from '@mui/material/useScrollTrigger';
import { AppBar as RaAppBar, LoadingIndicator, useTranslate } from 'react-admin';
import { NAVBAR_SCROLLED_AFTER_PX } from '../../../shared/constants';
import { AppUserMenu } from './AppUserMenu';
import { Customizer } from '../theme/Customizer';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageMenu } from './LanguageMenu';
import { useLayoutSettings } from '../theme/layoutSettings';
import { MenuSearch } from '../menu/MenuSearch';
import { NotificationSidebar } from '../notifications/NotificationSidebar';
import { PackagesMenu } from '../packages/PackagesMenu';
import { GLASS_SURFACE } from '../sidebar/sidebarPalette';
import { ThemeToggle } from './ThemeToggle';

/**
 * The top bar (spec 001 §2.8): menu search, downloaded packages, languages, theme, fullscreen, the
 * customizer, the notification sidebar and the user dropdown, fixed or static as the customizer says. It is react-admin's app
 * bar, with its loading spinner named for assistive technology.
 */
export function AppBar() {
  const translate = useTranslate();
  // LoadingIndicator passes unknown props on to its CircularProgress.
  const named = { 'aria-label': translate('ra.page.loading') };
  const [{ navbarType, transparent }] = useLayoutSettings();
  // Past 60 px of scroll the navbar lifts off the page (spec 001 §4).
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: NAVBAR_SCROLLED_AFTER_PX });
  return (
    <RaAppBar
      alwaysOn={navbarType === 'Fixed'}
      elevation={scrolled ? 4 : 1}
      className={scrolled ? 'navbar-scrolled' : undefined}
      // The Transparent layout's navbar is the sidebar's glass (spec 001 §4).
      sx={transparent ? { background: GLASS_SURFACE, backdropFilter: 'blur(8px)' } : undefined}
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <MenuSearch />
          <PackagesMenu />
          <LanguageMenu />
          <ThemeToggle />
          <FullscreenToggle />
          <Customizer />
          <NotificationSidebar />
          <LoadingIndicator {...named} />
        </>
      }
    />
  );
}
