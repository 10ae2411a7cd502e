import CssBaseline from '@mui/material/CssBaseline';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  type AuthProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import { DEFAULT_THEME } from '../../shared/constants';
import { i18nProvider } from '../i18n';
import { MuiLocale } from '../i18n/MuiLocale';
import { AccessDenied, CatchAll } from '../pages/AccessDenied';
import { LoginPage } from '../pages/LoginPage';
import { AppLayout } from './AppLayout';
import { AppNotification } from './notifications/AppNotification';
import { darkTheme, lightTheme } from './theme/themes';

export interface AdminShellProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  queryClient: QueryClient;
  store: Store;
  children: ReactNode;
}

/**
 * react-admin's <Admin>, spelled out as its parts (AdminContext, then AdminUI's CssBaseline,
 * CoreAdminUI and Notification): <Admin> imports a default for every page an app may replace, and its
 * sign-in form brings react-hook-form into the first page. Here each page is named once.
 */
export function AdminShell({ dataProvider, authProvider, queryClient, store, children }: AdminShellProps) {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={DEFAULT_THEME}
    >
      <MuiLocale>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title="DRM"
            disableTelemetry
            layout={AppLayout}
            loginPage={LoginPage}
            catchAll={CatchAll}
            accessDenied={AccessDenied}
            error={ErrorPage}
            loading={LoadingPage}
            authenticationError={AuthenticationError}
            authCallbackPage={AuthCallback}
            requireAuth
          >
            {children}
          </CoreAdminUI>
          <AppNotification />
        </CssBaseline>
      </MuiLocale>
    </AdminContext>
  );
}
