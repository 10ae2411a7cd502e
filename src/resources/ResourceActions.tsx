import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  CreateButton,
  EditButton,
  ExportButton,
  SaveButton,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { AccountStatus } from '../../shared/constants';
import { DeleteRecordButton } from './DeleteRecordButton';
import { StatusButton } from './StatusButton';

// Every button here hides itself from users who may not write the resource.

/** A list's empty state: 'resources.<name>.empty', and the create button. */
export function ListEmpty() {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(`resources.${resource}.empty`)}
      <CreateButton sx={{ ml: 2 }} />
    </Typography>
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

/** A row's actions: activate or deactivate, and edit, after the resource's own. */
export const RowActions = ({ extra }: { extra?: ReactNode }) => (
  <>
    {extra}
    <StatusButton />
    <EditButton />
  </>
);

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
