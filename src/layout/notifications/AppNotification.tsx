import { Notification } from 'react-admin';

/** Where every toast appears: bottom right (spec 000 §4, 001 §5). */
export const TOAST_ORIGIN = { vertical: 'bottom', horizontal: 'right' } as const;

/** react-admin's notification, placed as the spec places toasts. */
export function AppNotification() {
  return <Notification anchorOrigin={TOAST_ORIGIN} />;
}
