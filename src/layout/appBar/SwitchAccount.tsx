import CheckIcon from '@mui/icons-material/Check';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { session, type ContentOwner } from '../../api/session';
import { reloadPage } from '../reloadPage';
import { NameAvatar } from '../NameAvatar';
import { filterByKeys } from '../../../shared/textFilters';

/** From this many owners on, the list has a filter box: fewer fit on screen at a glance. */
const FILTER_FROM_OWNERS = 6;
/** The owner fields the filter matches (spec 001 §5's comma-separated keys). */
const FILTER_KEYS = 'company,name';

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
  const [term, setTerm] = useState('');
  const owners = session.contentOwners();
  if (owners.length === 0) return null;
  const filtering = owners.length >= FILTER_FROM_OWNERS;
  const shown = filtering ? filterByKeys(owners, FILTER_KEYS, term) : owners;

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
        {filtering && (
          <TextField
            size="small"
            label={translate('ra.action.search')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            // Typed letters stay in the box: the menu would otherwise jump to the item they start.
            onKeyDown={(event) => event.stopPropagation()}
            sx={{ mx: 2, my: 1, display: 'flex' }}
          />
        )}
        {shown.map((owner) => (
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
                <NameAvatar name={owner.company || owner.name} src={owner.profile_picture} size={24} />
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
