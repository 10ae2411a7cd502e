import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { CreatorGuard } from './CreatorGuard';
import { Footer } from './Footer';
import { useLayoutSettings } from './layoutSettings';
import { TopMenu } from './TopMenu';
import { usePageTitle } from './usePageTitle';
import { useSmallScreen } from './useSmallScreen';

/** With the menu across the top there is no sidebar column. */
const NoSidebar = () => null;

export function AppLayout({ children }: { children: ReactNode }) {
  usePageTitle();
  const [{ menuPosition }] = useLayoutSettings();
  const small = useSmallScreen();
  // Below 1200 px the menu is always the sidebar overlay.
  const top = menuPosition === 'Top' && !small;
  return (
    <Layout menu={AppMenu} appBar={AppBar} sidebar={top ? NoSidebar : AppSidebar}>
      {top && <TopMenu />}
      <CreatorGuard>{children}</CreatorGuard>
      <Footer />
    </Layout>
  );
}
