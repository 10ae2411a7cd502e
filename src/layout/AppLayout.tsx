import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppMenu } from './AppMenu';
import { CreatorGuard } from './CreatorGuard';
import { usePageTitle } from './usePageTitle';

export function AppLayout({ children }: { children: ReactNode }) {
  usePageTitle();
  return (
    <Layout menu={AppMenu}>
      <CreatorGuard>{children}</CreatorGuard>
    </Layout>
  );
}
