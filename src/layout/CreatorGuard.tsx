import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CreatorChannelStatus } from '../../shared/constants';
import { isCreator } from '../../shared/roles';
import { session, userTypeOf } from '../api/session';
import { STEP_2_PATH } from '../pages/paths';

/**
 * A creator without a channel is held at step-2 until one is connected (spec 000 §4). This lives in
 * the layout because react-admin ignores checkAuth's redirectTo for a signed-in user.
 */
export function CreatorGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const user = session.user();
  const held =
    user !== undefined &&
    isCreator(userTypeOf(user)) &&
    user.channel_status === CreatorChannelStatus.NONE &&
    pathname !== STEP_2_PATH;
  // Step 2 says why the page asked for did not open.
  return held ? <Navigate to={STEP_2_PATH} replace state={{ heldFrom: pathname }} /> : <>{children}</>;
}
