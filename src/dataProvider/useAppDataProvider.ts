import { useContext, useMemo } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied } from 'react-admin';
import type { AppDataProvider } from '.';

/**
 * The app's dataProvider with its own calls: a call that fails with 401 signs the person out through
 * the authProvider's checkError (spec 000 §4), as react-admin's useDataProvider does for its own. This
 * small wrapper rather than useDataProvider keeps that hook, and what it pulls in, out of the
 * shell's first JavaScript (the bundle budget), since the shell makes calls too (badges, theme).
 */
export function useAppDataProvider(): AppDataProvider {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(
    () =>
      new Proxy(dataProvider, {
        get(target, name) {
          const member: unknown = Reflect.get(target, name);
          if (typeof member !== 'function') return member;
          return (...args: unknown[]) =>
            (member as (...args: unknown[]) => Promise<unknown>)
              .apply(target, args)
              .catch(async (error: unknown) => {
                await logoutIfAccessDenied(error as Error);
                throw error;
              });
        },
      }),
    [dataProvider, logoutIfAccessDenied],
  );
}
