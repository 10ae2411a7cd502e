import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import { DrawerButton } from '../sidebar/DrawerButton';
import { useSmallScreen } from '../useSmallScreen';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

/** The notification sidebar's button (spec 001 §2.8), hidden on small screens. */
export function NotificationSidebar() {
  const translate = useTranslate();
  const small = useSmallScreen();
  if (small) return null;
  return (
    <DrawerButton
      title={translate('app.notifications.open')}
      icon={<NotificationsIcon />}
      panel={NotificationPanel}
    />
  );
}
