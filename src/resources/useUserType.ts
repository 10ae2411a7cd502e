import { usePermissions } from 'react-admin';
import type { UserType } from '../../shared/roles';

/** The signed-in user's effective type (the authProvider's permissions). */
export const useUserType = () => usePermissions<UserType | undefined>().permissions;
