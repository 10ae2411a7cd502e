import DashboardIcon from '@mui/icons-material/Dashboard';
import { createElement } from 'react';
import { Menu } from 'react-admin';
import { canUserAccess } from '../authProvider/canUserAccess';
import { HOME_PATH } from '../pages/paths';
import { resourcePermissions, resources } from '../resources';
import { useUserType } from '../resources/useUserType';
import { useUserTitle } from './useUserTitle';

/** The sidebar: the dashboard and every resource the user may list, titled for the user. */
export function AppMenu() {
  const type = useUserType();
  const userTitle = useUserTitle();
  return (
    <Menu>
      <Menu.Item to={HOME_PATH} primaryText={userTitle('Dashboard')} leftIcon={<DashboardIcon />} />
      {type !== undefined &&
        resources
          .filter((resource) => canUserAccess(type, resource.name, 'list', resourcePermissions))
          .map((resource) => (
            <Menu.Item
              key={resource.name}
              to={`/${resource.name}`}
              primaryText={userTitle(resource.title)}
              leftIcon={createElement(resource.icon)}
            />
          ))}
    </Menu>
  );
}
