import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Button,
  DataTable,
  ExportButton,
  SearchInput,
  TopToolbar,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { InviteDialog, type Prospect } from './InviteDialog';

const text = (key: string) => `resources.prospective-youtube-videos.${key}`;

/** The channel's title, linking to it on YouTube (a new tab). */
function TitleField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<Prospect & { url: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Link href={record.url} target="_blank" rel="noopener noreferrer" title={translate(text('open'))}>
      {record.title}
    </Link>
  );
}

function SourceField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ source: 'prospect' | 'found' }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.source === 'prospect' ? 'info' : 'warning'}
      label={translate(text(`sources.${record.source}`))}
    />
  );
}

/** "Invite as creator" for CRUD admins, or the mark of an invitation already sent. */
function InviteField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<Prospect & { invited: string | null }>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const canInvite = useCan('prospective-youtube-videos', 'invite') === true;
  const [open, setOpen] = useState(false);
  if (!record) return null;
  if (record.invited) return <Chip size="small" color="success" label={translate(text('already_invited'))} />;
  if (!canInvite) return null;
  return (
    <>
      <Button label={text('invite')} onClick={() => setOpen(true)}>
        <PersonAddAlt1Icon />
      </Button>
      {open && (
        <InviteDialog
          prospect={record}
          onClose={(sent) => {
            setOpen(false);
            if (sent) refresh();
          }}
        />
      )}
    </>
  );
}

const columns: ListColumn[] = [
  { source: 'title', field: TitleField, csv: (record) => String(record.title) },
  { source: 'channel_id', hideBelow: 'lg' },
  {
    source: 'source',
    field: SourceField,
    hideBelow: 'md',
    csv: (record, { translate }) => translate(text(`sources.${String(record.source)}`)),
  },
  { source: 'found_count', kind: 'number', hideBelow: 'md' },
  { source: 'newest_found_at', kind: 'date', hideBelow: 'md' },
  { source: 'invited', field: InviteField, csv: (record) => (record.invited ? 1 : 0) },
];

const FILTERS = [<SearchInput key="q" source="q" alwaysOn />];

function Empty() {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 6, px: 3, textAlign: 'center' }}>
      <PersonAddAlt1Icon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
      <Typography color="text.secondary">{translate(text('empty'))}</Typography>
    </Stack>
  );
}

/** Prospective Sublicensee Creators (spec 001 §2.6): staff see them, CRUD admins invite them. */
export default function ProspectList() {
  const dataColumns = useDataColumns(columns);
  // The route admits all nine types (spec 000 §2) but the rows are staff's: the others are sent home
  // by the access check, and never ask for the list (which would answer 403).
  const canRead = useCan('prospective-youtube-videos', 'read') === true;
  return (
    <ResourceList
      queryOptions={{ enabled: canRead }}
      columns={columns}
      filters={FILTERS}
      sort={{ field: 'newest_found_at', order: 'DESC' }}
      empty={<Empty />}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        {dataColumns}
      </DataTable>
    </ResourceList>
  );
}
