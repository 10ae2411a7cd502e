import DashboardIcon from '@mui/icons-material/Dashboard';
import { createElement } from 'react';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import type { UserType } from '../../shared/roles';
import { titleForUser } from '../../shared/titles';
import { canUserAccess } from '../authProvider';
import { resources, writePermissions } from '../resources';

/** The sidebar: the dashboard and every resource the user may list, titled for the user. */
export function AppMenu() {
  const translate = useTranslate();
  const { permissions: type } = usePermissions<UserType | undefined>();
  const title = (english: string) => {
    const shown = titleForUser(english, type);
    return translate(`app.titles.${shown}`, { _: shown });
  };
  return (
    <Menu>
      <Menu.Item to="/dashboard/analytics" primaryText={title('Dashboard')} leftIcon={<DashboardIcon />} />
      {type !== undefined &&
        resources
          .filter((resource) => canUserAccess(type, resource.name, 'list', writePermissions))
          .map((resource) => (
            <Menu.Item
              key={resource.name}
              to={`/${resource.name}`}
              primaryText={title(resource.title)}
              leftIcon={createElement(resource.icon)}
            />
          ))}
    </Menu>
  );
}
