import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify, usePermissions } from 'react-admin';
import type { UserType } from '../../shared/roles';
import { canAccessRoute, routeKeyOfPath } from '../../shared/routePermissions';
import { NotFound } from './NotFound';
import { HOME_PATH } from './paths';

/** A forbidden route: the message at the bottom right, then the dashboard (spec 000 §6). */
export function AccessDenied() {
  const notify = useNotify();
  const navigate = useNavigate();
  // Once per visit: StrictMode runs effects twice.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify('app.auth.not_authorized', { type: 'error' });
    navigate(HOME_PATH, { replace: true });
  }, [notify, navigate]);
  return null;
}

/**
 * Paths no view answers: a known route the user may not open is refused like any forbidden route
 * (even when its page is not built yet), anything else is not found.
 */
export function CatchAll() {
  const { pathname } = useLocation();
  const { permissions: type, isPending } = usePermissions<UserType | undefined>();
  if (isPending) return null;
  const route = routeKeyOfPath(pathname);
  if (route && (type === undefined || !canAccessRoute(route, type))) return <AccessDenied />;
  return <NotFound />;
}
