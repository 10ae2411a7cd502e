import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import {
  BooleanInput,
  DataTable,
  EditButton,
  SearchInput,
  SelectInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  FILER_MOVES,
  TAKEDOWN_STATUSES,
  TAKEDOWN_TRANSITIONS,
  TakedownStatus,
} from '../../../shared/takedowns';
import { useCan } from '../../authProvider/useCan';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useUserTitle } from '../../layout/useUserTitle';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { CourtActionButton, CourtActionRecorded } from './CourtAction';

const NAME = 'assets/copyright-takedown';
const P = `resources.${NAME}`;
const DAY_MS = 24 * 60 * 60 * 1000;

const COLOURS: Record<TakedownStatus, 'default' | 'info' | 'warning' | 'error' | 'success'> = {
  0: 'default',
  1: 'info',
  2: 'warning',
  3: 'default',
  4: 'error',
  5: 'default',
  6: 'warning',
  7: 'success',
};

interface Takedown {
  id: string;
  asset_title: string;
  status: TakedownStatus;
  due_at: string | null;
  due_kind: 'removal' | 'restore' | null;
  video_ids: string[];
  court_action_at: string | null;
  court_action_note: string | null;
}

function StateChip() {
  const translate = useTranslate();
  const record = useRecordContext<Takedown>();
  if (!record) return null;
  return (
    <>
      <Chip size="small" color={COLOURS[record.status]} label={translate(`${P}.status.${record.status}`)} />
      <CourtActionRecorded />
    </>
  );
}

/** The next deadline as a countdown in days. */
function Countdown() {
  const translate = useTranslate();
  const record = useRecordContext<Takedown>();
  // The page's moment, read once: the countdown is in whole days.
  const [now] = useState(() => Date.now());
  if (!record?.due_at || !record.due_kind) return null;
  const days = Math.ceil((new Date(record.due_at).getTime() - now) / DAY_MS);
  const label =
    days <= 0 ? translate(`${P}.due.overdue`) : translate(`${P}.due.${record.due_kind}`, { days });
  return (
    <Chip
      size="small"
      variant="outlined"
      color={days <= 1 ? 'error' : 'default'}
      label={label}
      title={new Date(record.due_at).toLocaleString()}
    />
  );
}

function Videos() {
  const record = useRecordContext<Takedown>();
  if (!record) return null;
  return <span>{record.video_ids.join(', ')}</span>;
}

const columns: ListColumn[] = [
  { source: 'asset_title' },
  { source: 'status', field: StateChip },
  { source: 'due_at', field: Countdown },
  { source: 'video_ids', field: Videos, hideBelow: 'md' },
  { source: 'rights_holder_name', hideBelow: 'md' },
  { source: 'monitored_channel_title', hideBelow: 'lg' },
  { source: 'created_at', kind: 'date', hideBelow: 'md' },
];

/** The moves this person may make from the row's state, each behind a confirmation. */
function StatusActions({ decides, moves: mayMove }: { decides: boolean; moves: boolean }) {
  const record = useRecordContext<Takedown>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const [to, setTo] = useState<TakedownStatus | null>(null);
  const [sending, setSending] = useState(false);
  if (!record) return null;
  const moves = mayMove
    ? TAKEDOWN_TRANSITIONS[record.status].filter((s) => decides || FILER_MOVES.includes(s))
    : [];
  if (moves.length === 0) return null;
  const confirm = async () => {
    if (to === null) return;
    setSending(true);
    try {
      await dataProvider.changeStatus(NAME, record.id, to);
      notify(translate(`${P}.confirm.done`, { state: translate(`${P}.status.${to}`) }), { type: 'success' });
      setTo(null);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack
      // One under the other on a phone: the cell is as wide as one button, not all of them.
      direction={{ xs: 'column', sm: 'row' }}
      spacing={0.5}
      useFlexGap
      flexWrap="wrap"
      onClick={(event) => event.stopPropagation()}
    >
      {moves.map((move) => (
        <Button
          key={move}
          size="small"
          color={move === TakedownStatus.DELETED || move === TakedownStatus.RETRACTED ? 'error' : 'primary'}
          onClick={() => setTo(move)}
        >
          {translate(`${P}.action.${move}`)}
        </Button>
      ))}
      {to !== null && (
        <Dialog open onClose={() => setTo(null)} fullWidth maxWidth="sm">
          <DialogTitle>
            {translate(`${P}.confirm.title`, {
              action: translate(`${P}.action.${to}`),
              title: record.asset_title,
            })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              {translate(`${P}.confirm.text`, { state: translate(`${P}.status.${to}`) })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setTo(null)}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" disabled={sending} onClick={confirm}>
              {translate('ra.action.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}

/** A row's tools: edit a draft, record court action, the state moves; each only to whoever may. */
function RowTools({
  decides,
  moves,
  edits,
  courtAction,
}: Record<'decides' | 'moves' | 'edits' | 'courtAction', boolean>) {
  const record = useRecordContext<Takedown>();
  if (!record) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={0.5}
      useFlexGap
      flexWrap="wrap"
      onClick={(event) => event.stopPropagation()}
    >
      {edits && record.status === TakedownStatus.DRAFT && <EditButton />}
      {courtAction && <CourtActionButton />}
      <StatusActions decides={decides} moves={moves} />
    </Stack>
  );
}

/**
 * Copyright Takedown (spec 001 §7): the notices with their states and deadlines; staff have the
 * "Due this week" view; the filer's side files, submits and retracts, CRUD staff decide the rest,
 * viewers read.
 */
export default function TakedownList() {
  const userTitle = useUserTitle();
  const translate = useTranslate();
  const decides = useCan(NAME, 'decide') === true;
  const moves = useCan(NAME, 'status') === true;
  const dueWeek = useCan(NAME, 'dueWeek') === true;
  const edits = useCan(NAME, 'update') === true;
  const courtAction = useCan(NAME, 'courtAction') === true;
  const statusChoices = TAKEDOWN_STATUSES.filter((s) => s !== TakedownStatus.DELETED).map((id) => ({
    id,
    name: translate(`${P}.status.${id}`),
  }));
  return (
    <ResourceList
      columns={columns}
      title={userTitle('Copyright Takedown')}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
        ...(dueWeek
          ? [<BooleanInput key="due" source="due_this_week" label={`${P}.filter.due_week`} alwaysOn />]
          : []),
      ]}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        {useDataColumns(columns)}
        {(moves || edits || courtAction) && (
          <DataTable.Col label={false}>
            <RowTools decides={decides} moves={moves} edits={edits} courtAction={courtAction} />
          </DataTable.Col>
        )}
      </DataTable>
    </ResourceList>
  );
}
