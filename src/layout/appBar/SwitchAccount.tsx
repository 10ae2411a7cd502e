import CheckIcon from '@mui/icons-material/Check';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import Avatar from '@mui/material/Avatar';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { session, type ContentOwner } from '../../api/session';
import { reloadPage } from '../reloadPage';

/**
 * The user dropdown's Switch Account entry (spec 001 §4), shown only to a team member with owners
 * to act for: choosing another owner switches, then reloads; the active one, or a second click
 * while a switch is under way, does nothing.
 */
export function SwitchAccount() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string>();
  const owners = session.contentOwners();
  if (owners.length === 0) return null;

  const choose = async (owner: ContentOwner) => {
    if (owner.default_active || busy) return;
    setBusy(owner.content_owner_id);
    try {
      await dataProvider.switchContentOwner(owner);
      setBusy(undefined);
      reloadPage();
    } catch (error) {
      setBusy(undefined);
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    }
  };

  return (
    <>
      <MenuItem onClick={() => setOpen(!open)} aria-expanded={open}>
        <ListItemIcon>
          <SwitchAccountIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.user_menu.switch_account')}</ListItemText>
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      <Collapse in={open} unmountOnExit>
        {owners.map((owner) => (
          <MenuItem
            key={owner.content_owner_id}
            selected={owner.default_active}
            aria-busy={busy === owner.content_owner_id}
            onClick={() => void choose(owner)}
            sx={{ pl: 4 }}
          >
            <ListItemIcon>
              {busy === owner.content_owner_id ? (
                <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
              ) : owner.default_active ? (
                <CheckIcon fontSize="small" />
              ) : (
                <Avatar src={owner.profile_picture ?? undefined} alt="" sx={{ width: 24, height: 24 }} />
              )}
            </ListItemIcon>
            <ListItemText
              primary={owner.company || owner.name}
              secondary={owner.company ? owner.name : undefined}
            />
          </MenuItem>
        ))}
      </Collapse>
    </>
  );
}
