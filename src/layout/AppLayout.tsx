import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { Footer } from './Footer';
import { CreatorGuard } from './CreatorGuard';
import { usePageTitle } from './usePageTitle';

export function AppLayout({ children }: { children: ReactNode }) {
  usePageTitle();
  return (
    <Layout menu={AppMenu} appBar={AppBar}>
      <CreatorGuard>{children}</CreatorGuard>
      <Footer />
    </Layout>
  );
}
