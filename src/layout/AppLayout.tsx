import GlobalStyles from '@mui/material/GlobalStyles';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useDeferredValue, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PAGE_SCROLLED_AFTER_PX } from '../../shared/constants';
import { AppBar } from './appBar/AppBar';
import { AppMenu } from './menu/AppMenu';
import { AppSidebar } from './sidebar/AppSidebar';
import { CreatorGuard } from './CreatorGuard';
import { Footer } from './Footer';
import { useLayoutSettings } from './theme/layoutSettings';
import { GLASS_PAPER, swatchOf } from './sidebar/sidebarPalette';
import { TopMenu } from './appBar/TopMenu';
import { usePageTitle } from './usePageTitle';
import { useSmallScreen } from './useSmallScreen';

/** With the menu across the top there is no sidebar column. */
const NoSidebar = () => null;

/**
 * The Transparent layout (spec 001 §4): the page wears the chosen glass colour and every surface on
 * it is a dark glass, so the text keeps its contrast.
 */
function TransparentPage({ colour }: { colour: string }) {
  return (
    <GlobalStyles
      styles={{
        body: { background: `${colour} fixed` },
        // Doubled to outweigh react-admin's own layout rules, which paint the page background.
        '.layout.layout, .layout.layout .RaLayout-content': { background: 'transparent' },
        '.MuiPaper-root:not(.MuiAppBar-root)': {
          backgroundColor: GLASS_PAPER,
          backgroundImage: 'none',
          backdropFilter: 'blur(10px)',
        },
      }}
    />
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  usePageTitle();
  const [settings] = useLayoutSettings();
  const small = useSmallScreen();
  // Past 20 px of scroll the page is marked scrolled (spec 001 §4); the top menu then lifts.
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: PAGE_SCROLLED_AFTER_PX });
  // Below 1200 px the menu is always the sidebar overlay.
  const top = settings.menuPosition === 'Top' && !small;
  // Signing in mounts the bar, the menu and the page at once. Deferred, React renders them in slices
  // the browser may interrupt, rather than as one long task that holds back input (issue 18).
  const mounted = useDeferredValue(true, false);
  if (!mounted) return null;
  return (
    <Layout
      menu={AppMenu}
      appBar={AppBar}
      sidebar={top ? NoSidebar : AppSidebar}
      className={scrolled ? 'page-scrolled' : undefined}
    >
      {settings.transparent && <TransparentPage colour={swatchOf(settings.backgroundColor).background} />}
      {top && <TopMenu />}
      <CreatorGuard>{children}</CreatorGuard>
      <Footer />
    </Layout>
  );
}
