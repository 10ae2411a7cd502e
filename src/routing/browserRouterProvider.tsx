import { useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
} from 'react-router-dom';
import type { RouterProvider } from 'react-admin';

/**
 * ra-core's react-router adapter, minus the hash router it creates for apps that bring no router of
 * their own: that fallback carries react-router's whole data router (about 19 KB gzip). The app
 * mounts <Admin> inside its <BrowserRouter>, so the build swaps this module in (vite.config.ts).
 */

/** Blocking navigation needs a data router; this app has none, so forms cannot block. */
const useCanBlock = () => {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
  return Boolean(dataRouter && dataRouterState);
};

/** A stable navigate: react-router's changes on every navigation and re-renders its users. */
const useNavigate = () => {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => latest.current(...args), []);
};

function RouterWrapper({ children }: { basename?: string; children: ReactNode }) {
  if (!useInRouterContext()) throw new Error('<Admin> must be rendered inside the app’s <BrowserRouter>');
  return <>{children}</>;
}

export const reactRouterProvider: RouterProvider = {
  useNavigate: useNavigate as RouterProvider['useNavigate'],
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
