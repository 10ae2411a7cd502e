import { Navigate, useLocation } from 'react-router-dom';
import { CreatorChannelStatus } from '../../shared/constants';
import { UserType } from '../../shared/roles';
import { session, userTypeOf } from '../authProvider/session';

export const STEP_2_PATH = '/step-2';

/** A creator without a channel is held at step-2 until one is connected (spec 000 §4). */
export function CreatorGuard({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const user = session.user();
  const held =
    user !== undefined &&
    userTypeOf(user) === UserType.CREATOR &&
    user.channel_status === CreatorChannelStatus.NONE &&
    pathname !== STEP_2_PATH;
  return held ? <Navigate to={STEP_2_PATH} replace /> : <>{children}</>;
}
