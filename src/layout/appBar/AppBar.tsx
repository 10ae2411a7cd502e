import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { AppBar as RaAppBar, LoadingIndicator, useTranslate } from 'react-admin';
import { NAVBAR_SCROLLED_AFTER_PX } from '../../../shared/constants';
import { AppUserMenu } from './AppUserMenu';
import { BarOverflow } from './BarOverflow';
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
 * bar (the page's title beside the menu button), with its loading spinner named for assistive technology.
 */
export function AppBar() {
  const translate = useTranslate();
  // LoadingIndicator passes unknown props on to its CircularProgress.
  const named = { 'aria-label': translate('ra.page.loading') };
  const [{ navbarType, transparent }] = useLayoutSettings();
  // Past 60 px of scroll the navbar lifts off the page (spec 001 §4).
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: NAVBAR_SCROLLED_AFTER_PX });
  // Below 900 px the secondary controls move behind a More button, so the page's title and the
  // user menu (Logout) keep their place on a phone.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const secondary = (
    <>
      <PackagesMenu />
      <LanguageMenu />
      <ThemeToggle />
      <FullscreenToggle />
      <Customizer />
      <NotificationSidebar />
    </>
  );
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
          {compact ? <BarOverflow>{secondary}</BarOverflow> : secondary}
          <LoadingIndicator
            {...named}
            // On a phone the title needs the room more than a refresh button (the browser reloads).
            sx={{ '& .RaLoadingIndicator-loadedIcon': { display: { xs: 'none', sm: 'inline-flex' } } }}
          />
        </>
      }
    />
  );
}
