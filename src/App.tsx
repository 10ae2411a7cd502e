import { lazy } from 'react';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import {
  Admin,
  CustomRoutes,
  defaultDarkTheme,
  defaultLightTheme,
  Resource,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { DEFAULT_THEME } from '../shared/constants';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { STEP_2_PATH } from './layout/CreatorGuard';
import { AccessDenied, CatchAll, HOME_PATH } from './pages/AccessDenied';
import { LoginPage } from './pages/LoginPage';
import { SignInReturn } from './pages/SignInReturn';
import { endpointMaps, resources, writePermissions } from './resources';

const Dashboard = lazy(() => import('./pages/Dashboard'));
const ConnectChannel = lazy(() => import('./pages/ConnectChannel'));

export interface AppProps {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
}

/** Composes <Admin> from the list of resources; tests may pass their own providers. */
export function App({
  dataProvider = createDataProvider(endpointMaps),
  authProvider = createAuthProvider(writePermissions),
}: AppProps) {
  // Real paths (/channels/view/{id}), not react-admin's default hash router.
  return (
    <BrowserRouter>
      <Admin
        title="DRM"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={AppLayout}
        loginPage={LoginPage}
        catchAll={CatchAll}
        accessDenied={AccessDenied}
        theme={defaultLightTheme}
        darkTheme={defaultDarkTheme}
        defaultTheme={DEFAULT_THEME}
        requireAuth
      >
        {resources.map((resource) => (
          <Resource
            key={resource.name}
            name={resource.name}
            list={resource.list}
            create={resource.create}
            edit={resource.edit}
            icon={resource.icon}
            recordRepresentation={resource.recordRepresentation}
          >
            {resource.routes}
          </Resource>
        ))}
        <CustomRoutes noLayout>
          <Route path="/" element={<SignInReturn />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path={HOME_PATH} element={<Dashboard />} />
          <Route path="/dashboard" element={<Navigate to={HOME_PATH} replace />} />
          <Route path={STEP_2_PATH} element={<ConnectChannel />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
