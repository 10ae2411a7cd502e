import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { forwardRef, type ReactElement } from 'react';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppIdentity } from '../authProvider';
import { SwitchAccount } from './SwitchAccount';

/** Who is signed in: picture, name, company (only when set) and role label (spec 001 §2.8). */
function UserSummary() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const user = identity as AppIdentity | undefined;
  if (!user) return null;
  // A menu holds menu items only: the summary is one that does nothing, shown at full strength.
  return (
    <MenuItem disabled sx={{ gap: 1.5, '&.Mui-disabled': { opacity: 1 } }}>
      <Avatar src={user.avatar} alt={user.fullName} />
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
      <Logout />
    </UserMenu>
  );
}
