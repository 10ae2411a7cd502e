import { createElement, lazy, type ComponentType } from 'react';
import { CanAccess } from 'react-admin';
import { Route } from 'react-router-dom';
import type { AccessName } from '../../../shared/resources';
import { AccessDenied } from '../../pages/AccessDenied';
import { suspended } from '../suspended';

const Overview = lazy(() => import('./Overview'));
const Transaction = lazy(() => import('./TransactionPage'));
const PaymentRuns = lazy(() => import('../payment-runs/PaymentRunsPage'));
const by = (name: 'ByCreatorPage' | 'ByChannelPage' | 'ByRightHolderPage' | 'ByVideoPage') =>
  lazy(() => import('./ByPages').then((module) => ({ default: module[name] })));

/** Each payment page: its path, the declared action that opens it, the page. */
const PAGES: readonly { path: string; resource: AccessName; action: string; page: ComponentType }[] = [
  { path: '/payment-runs', resource: 'payment-runs', action: 'list', page: PaymentRuns },
  { path: '/payment-history/landing-page', resource: 'payment-history', action: 'overview', page: Overview },
  {
    path: '/payment-history/by-creator',
    resource: 'payment-history',
    action: 'byCreator',
    page: by('ByCreatorPage'),
  },
  {
    path: '/payment-history/by-channel',
    resource: 'payment-history',
    action: 'byChannel',
    page: by('ByChannelPage'),
  },
  {
    path: '/payment-history/by-right-holders',
    resource: 'payment-history',
    action: 'byRightHolder',
    page: by('ByRightHolderPage'),
  },
  {
    path: '/payment-history/by-videos',
    resource: 'payment-history',
    action: 'byVideo',
    page: by('ByVideoPage'),
  },
  { path: '/transaction/:id', resource: 'payment-history', action: 'overview', page: Transaction },
];

/** The payment runs' and payment history's routes (issue 36), for the app's CustomRoutes. */
export const paymentRoutes = () =>
  PAGES.map(({ path, resource, action, page }) => (
    <Route
      key={path}
      path={path}
      element={
        <CanAccess resource={resource} action={action} accessDenied={<AccessDenied />}>
          {createElement(suspended(page))}
        </CanAccess>
      }
    />
  ));
