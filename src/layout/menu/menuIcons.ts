import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CopyrightIcon from '@mui/icons-material/Copyright';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import ForumIcon from '@mui/icons-material/Forum';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import MailIcon from '@mui/icons-material/Mail';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuIcon } from '../../../shared/menu';

/** The icon component of each icon name the shared menu data uses. */
export const MENU_ICONS: Record<MenuIcon, SvgIconComponent> = {
  dashboard: DashboardIcon,
  profile: AccountCircleIcon,
  team: GroupsIcon,
  admin: AdminPanelSettingsIcon,
  accounts: PeopleIcon,
  upload: CloudUploadIcon,
  content: LibraryMusicIcon,
  agreements: HandshakeIcon,
  claims: CopyrightIcon,
  licensing: YouTubeIcon,
  payments: PaymentsIcon,
  communication: ForumIcon,
  activity: HistoryIcon,
  messages: MailIcon,
  item: FiberManualRecordIcon,
};
