import { createElement, lazy, useState, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import {
  CanAccess,
  CustomRoutes,
  localStorageStore,
  Resource,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import {
  ACCEPT_INVITATION_PATH,
  CONFIRM_EMAIL_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
} from '../shared/constants';
import { createAuthProvider } from './authProvider';
import { accessQueryClient } from './authProvider/accessQueryClient';
import { createDataProvider } from './dataProvider';
import { rememberBrowserLocale } from './i18n';
import { AdminShell } from './layout/AdminShell';
import { AccessDenied } from './pages/AccessDenied';
import { HOME_PATH, STEP_2_PATH, STEP_3_PATH } from './pages/paths';
import { SignInReturn } from './pages/SignInReturn';
import { endpointMaps, resources } from './resources';
import { SHOW_ROUTE } from './resources/showPath';
import { ShowRedirect } from './resources/ShowRedirect';
import { suspended } from './resources/suspended';
import { paymentRoutes } from './resources/payment-history/routes';

const Dashboard = lazyPage(() => import('./pages/Dashboard'));
const ConnectChannel = lazyPage(() => import('./pages/ConnectChannel'));
const ChannelConnected = lazyPage(() => import('./pages/ChannelConnected'));
const ForgotPassword = lazyPage(() => import('./pages/ForgotPassword'));
const ResetPassword = lazyPage(() => import('./pages/ResetPassword'));
const ConfirmEmail = lazyPage(() => import('./pages/ConfirmEmail'));
const AcceptInvitation = lazyPage(() => import('./pages/AcceptInvitation'));
const UpdateProfile = lazyPage(() => import('./pages/UpdateProfile'));
const OwnerProfile = lazyPage(() => import('./pages/OwnerProfile'));
const PaymentSetting = lazyPage(() => import('./pages/PaymentSetting'));
const UploadPage = lazyPage(() => import('./features/upload/UploadPage'));
const EarningsOverview = lazyPage(() => import('./features/earnings/EarningsOverviewPage'));
const earningsPage = (name: 'ByCreatorPage' | 'ByRightHolderPage' | 'ByVideoPage' | 'ClaimDetailPage') =>
  lazyPage(() => import('./features/earnings/EarningsPages').then((pages) => ({ default: pages[name] })));
const dashboardPage = (
  name: Exclude<keyof typeof import('./features/dashboards/DashboardPages'), 'AnalyticsDashboard'>,
) =>
  lazyPage(() => import('./features/dashboards/DashboardPages').then((pages) => ({ default: pages[name] })));
const CreatorDashboard = dashboardPage('CreatorDashboard');
/** The dashboards of spec 000 §2 behind their route guard (issue 37). */
const GUARDED_DASHBOARDS = [
  ['dashboard-graphs', dashboardPage('GraphsDashboard')],
  ['dashboard-channel', dashboardPage('ChannelDashboard')],
  ['dashboard-podcast', dashboardPage('PodcastDashboard')],
  ['dashboard-social-media', dashboardPage('SocialMediaDashboard')],
  ['dashboard-shop', dashboardPage('ShopDashboard')],
] as const;
const ByCreator = earningsPage('ByCreatorPage');
const ByRightHolder = earningsPage('ByRightHolderPage');
const ByVideo = earningsPage('ByVideoPage');
const ClaimDetail = earningsPage('ClaimDetailPage');
const ActivityLogReports = lazyPage(() => import('./features/activityLog/ActivityLogPage'));

/** A page loaded with its first visit, in a Suspense boundary of its own (see suspended). */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return suspended(lazy(load));
}

const appDataProvider = createDataProvider(endpointMaps);
const appAuthProvider = createAuthProvider();

export interface AppProps {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
}

/** Composes <Admin> from the list of resources; tests may pass their own providers. */
export function App({ dataProvider = appDataProvider, authProvider = appAuthProvider }: AppProps) {
  const [queryClient] = useState(accessQueryClient);
  const [store] = useState(() => {
    const created = localStorageStore();
    rememberBrowserLocale(created);
    return created;
  });
  // Real paths (/channels/view/{id}), not react-admin's default hash router.
  return (
    <BrowserRouter>
      <AdminShell
        dataProvider={dataProvider}
        authProvider={authProvider}
        queryClient={queryClient}
        store={store}
      >
        {resources.map((resource) => (
          <Resource
            key={resource.name}
            name={resource.name}
            list={suspended(resource.list)}
            create={resource.create && suspended(resource.create)}
            edit={resource.edit && suspended(resource.edit)}
            show={resource.show && ShowRedirect}
            icon={resource.icon}
            recordRepresentation={resource.recordRepresentation}
          >
            {resource.show && <Route path={SHOW_ROUTE} element={createElement(suspended(resource.show))} />}
            {[
              ...Object.entries(resource.pages ?? {}).map(([path, page]) => [path, page, 'create'] as const),
              ...Object.entries(resource.listPages ?? {}).map(
                ([path, page]) => [path, page, 'list'] as const,
              ),
            ].map(([path, page, action]) => (
              <Route
                key={path}
                path={path}
                element={
                  <CanAccess resource={resource.name} action={action} accessDenied={<AccessDenied />}>
                    {createElement(suspended(page))}
                  </CanAccess>
                }
              />
            ))}
          </Resource>
        ))}
        <CustomRoutes noLayout>
          <Route path="/" element={<SignInReturn />} />
          <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPassword />} />
          <Route path={RESET_PASSWORD_PATH} element={<ResetPassword />} />
          <Route path={CONFIRM_EMAIL_PATH} element={<ConfirmEmail />} />
          <Route path={ACCEPT_INVITATION_PATH} element={<AcceptInvitation />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path={HOME_PATH} element={<Dashboard />} />
          {/* The creator's own dashboard; anyone else's Dashboard is the landing page. */}
          <Route
            path="/dashboard"
            element={
              <CanAccess
                resource="dashboard"
                action="creatorHome"
                accessDenied={<Navigate to={HOME_PATH} replace />}
              >
                <CreatorDashboard />
              </CanAccess>
            }
          />
          {GUARDED_DASHBOARDS.map(([name, Page]) => (
            <Route
              key={name}
              path={`/${name}`}
              element={
                <CanAccess resource={name} action="list" accessDenied={<AccessDenied />}>
                  <Page />
                </CanAccess>
              }
            />
          ))}
          {/* The Library entry of every menu and the Content Library are the same library. */}
          <Route path="/content-library" element={<Navigate to="/libraries" replace />} />
          <Route path={STEP_2_PATH} element={<ConnectChannel />} />
          <Route path={STEP_3_PATH} element={<ChannelConnected />} />
          <Route path="/update-profile" element={<UpdateProfile />} />
          <Route path="/creators/profile" element={<OwnerProfile />} />
          <Route path="/right-holders/profile" element={<OwnerProfile />} />
          <Route
            path="/upload"
            element={
              <CanAccess resource="upload" action="list" accessDenied={<AccessDenied />}>
                <UploadPage />
              </CanAccess>
            }
          />
          <Route
            path="/payment-setting"
            element={
              <CanAccess resource="payment-setting" action="list" accessDenied={<AccessDenied />}>
                <PaymentSetting />
              </CanAccess>
            }
          />
          {/* The earnings reports (issue 36): each page checks its own action. */}
          <Route
            path="/royalties-earnings"
            element={
              <CanAccess resource="royalties-earnings" action="list" accessDenied={<AccessDenied />}>
                <EarningsOverview />
              </CanAccess>
            }
          />
          <Route path="/royalties/by-creator" element={<ByCreator />} />
          <Route path="/royalties/by-right-holders" element={<ByRightHolder />} />
          <Route path="/royalties/by-videos" element={<ByVideo />} />
          <Route path="/claim-detail/overview" element={<ClaimDetail />} />
          {paymentRoutes()}
          {/* Activity Log Reports (issue 37). */}
          <Route
            path="/activity-log-reports"
            element={
              <CanAccess resource="activity-log-reports" action="list" accessDenied={<AccessDenied />}>
                <ActivityLogReports />
              </CanAccess>
            }
          />
        </CustomRoutes>
      </AdminShell>
    </BrowserRouter>
  );
}
