import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { onUnauthorized } from '../dataProvider/httpClient';

/**
 * Signs the person out when any signed-in call made outside the dataProvider answers 401, the way
 * react-admin does for the dataProvider's own calls: the error goes to the authProvider's checkError,
 * and a rejection logs out to /login (spec 000 §4).
 */
export function SignOutOn401() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(
    () => onUnauthorized((error) => void logoutIfAccessDenied(error as Error)),
    [logoutIfAccessDenied],
  );
  return null;
}
