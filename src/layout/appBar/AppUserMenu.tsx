import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { forwardRef, type ReactElement } from 'react';
import { UserMenu, useGetIdentity, useLogout, useTheme, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { AUTH_PAGE_THEME } from '../../../shared/constants';
import type { AppIdentity } from '../../authProvider';
import { SwitchAccount } from './SwitchAccount';
import { NameAvatar } from '../NameAvatar';

/** Who is signed in: picture, name, company (only when set) and role label (spec 001 §2.8). */
function UserSummary() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const user = identity as AppIdentity | undefined;
  if (!user) return null;
  // A menu holds menu items only: the summary is one that does nothing, shown at full strength.
  return (
    <MenuItem disabled sx={{ gap: 1.5, '&.Mui-disabled': { opacity: 1 } }}>
      <NameAvatar name={user.fullName} src={user.avatar} />
      <div>
        <Typography variant="subtitle2">{user.fullName}</Typography>
        {user.company && (
          <Typography variant="body2" color="text.secondary">
            {user.company}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {translate(`app.roles.${user.type}`)}
        </Typography>
      </div>
    </MenuItem>
  );
}

interface LinkItemProps {
  to: string;
  label: string;
  icon: ReactElement;
}

/** A page link in the user menu, which closes the menu on the way. */
const UserMenuLink = forwardRef<HTMLAnchorElement, LinkItemProps>(function UserMenuLink(
  { to, label, icon },
  ref,
) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} ref={ref} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

/** Logout puts the page back in the sign-in pages' dark style, then signs out (spec 001 §4). */
const AppLogout = forwardRef<HTMLLIElement>(function AppLogout(_props, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const [, setTheme] = useTheme();
  const userMenu = useUserMenu();
  const signOut = () => {
    userMenu?.onClose();
    setTheme(AUTH_PAGE_THEME);
    void logout();
  };
  return (
    <MenuItem ref={ref} onClick={signOut}>
      <ListItemIcon>
        <PowerSettingsNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.logout')}</ListItemText>
    </MenuItem>
  );
});

/** The top bar's user dropdown: the user, then Edit Profile, Favourites, Downloaded, Switch Account, Logout. */
export function AppUserMenu() {
  return (
    <UserMenu>
      <UserSummary />
      <Divider />
      <UserMenuLink
        to="/update-profile"
        label="app.user_menu.edit_profile"
        icon={<EditIcon fontSize="small" />}
      />
      <UserMenuLink
        to="/libraries/tab/favourites"
        label="app.user_menu.favourites"
        icon={<FavoriteIcon fontSize="small" />}
      />
      <UserMenuLink
        to="/libraries/tab/downloaded"
        label="app.user_menu.downloaded"
        icon={<DownloadIcon fontSize="small" />}
      />
      <SwitchAccount />
      <AppLogout />
    </UserMenu>
  );
}
