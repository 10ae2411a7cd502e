import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import {
  CreateButton,
  EditButton,
  ExportButton,
  SaveButton,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import { AccountStatus } from '../../shared/constants';
import { DeleteRecordButton } from './DeleteRecordButton';
import { StatusButton } from './StatusButton';

// Every button here hides itself from users who may not write the resource.

/** A list's empty state: the resource's icon, 'resources.<name>.empty', and the create button. */
export function ListEmpty() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { icon: Icon } = useResourceDefinition();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 6, px: 3, textAlign: 'center' }}>
      {Icon && <Icon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />}
      <Typography color="text.secondary">{translate(`resources.${resource}.empty`)}</Typography>
      <CreateButton variant="contained" />
    </Stack>
  );
}

/** A list's actions: create and CSV export, after the resource's own (e.g. connect a channel). */
export const ListActions = ({ children, create = true }: { children?: ReactNode; create?: boolean }) => (
  <TopToolbar>
    {children}
    {create && <CreateButton />}
    <ExportButton />
  </TopToolbar>
);

/**
 * A row's actions: activate or deactivate, and edit, after the resource's own. Below 1200 px (or
 * `collapseBelow`) they collapse into a menu, so a row never wraps its buttons into pieces ("RECO / W / GO"). The menu
 * stays mounted while closed: an action's confirmation lives on after the menu closes.
 */
export function RowActions({
  extra,
  collapseBelow = 'lg',
}: {
  extra?: ReactNode;
  /** A list whose rows are wide (the channels', with their reconnect button) folds them earlier. */
  collapseBelow?: 'lg' | 'xl';
}) {
  const translate = useTranslate();
  const collapsed = useMediaQuery((theme: Theme) => theme.breakpoints.down(collapseBelow));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = (
    <>
      {extra}
      <StatusButton />
      <EditButton />
    </>
  );
  if (!collapsed)
    return <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>{actions}</Box>;
  return (
    // Clicks here, the menu's included (React carries them through its portal), must not open the row.
    <Box onClick={(event) => event.stopPropagation()}>
      <IconButton
        aria-label={translate('app.row_actions')}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} keepMounted>
        <Stack onClickCapture={() => setAnchor(null)} sx={{ px: 1, alignItems: 'flex-start' }}>
          {actions}
        </Stack>
      </Menu>
    </Box>
  );
}

/** An edit form's toolbar: save, and delete once confirmed (the server's answer awaited). */
export const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteRecordButton />
  </Toolbar>
);

/**
 * A show view's actions: the resource's own (e.g. reconnect a channel), edit, activate or deactivate,
 * and delete unless already deleted.
 */
export function ShowActions({ extra }: { extra?: ReactNode }) {
  const record = useRecordContext<{ status: number }>();
  return (
    <TopToolbar>
      {extra}
      <EditButton />
      <StatusButton />
      {record?.status !== AccountStatus.DELETED && <DeleteRecordButton />}
    </TopToolbar>
  );
}
