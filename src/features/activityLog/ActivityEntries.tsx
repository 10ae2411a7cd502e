import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { ACTIVITY_NOTE_MAX_LENGTH } from '../../../shared/activityLog';
import type { ActivityEntry, ActivityFilter } from '../../dataProvider/calls/activityLog';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const PAGE = 25;

/** What the note dialog is for: a new note on an entry's record, or an existing note. */
type Editing = { mode: 'add'; entry: ActivityEntry } | { mode: 'edit'; entry: ActivityEntry };

/** The dialog that writes a note (plain text, at most ACTIVITY_NOTE_MAX_LENGTH characters). */
function NoteDialog({ editing, onClose }: { editing: Editing; onClose: (changed: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [text, setText] = useState(editing.mode === 'edit' ? (editing.entry.note ?? '') : '');
  const [saving, setSaving] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setSaving(true);
    try {
      await work();
      notify(done, { type: 'success' });
      onClose(true);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setSaving(false);
    }
  };
  const { entry } = editing;
  const save = () =>
    run(
      () =>
        editing.mode === 'add'
          ? dataProvider.addActivityNote(entry.entity, entry.entity_id, text)
          : dataProvider.editActivityNote(entry._id, text),
      'app.activity_log.notes.saved',
    );
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(editing.mode === 'add' ? 'app.activity_log.notes.add' : 'app.activity_log.notes.edit')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {entry.entity} · {entry.entity_id}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={translate('app.activity_log.notes.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ACTIVITY_NOTE_MAX_LENGTH } }}
          helperText={`${text.length} / ${ACTIVITY_NOTE_MAX_LENGTH}`}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {editing.mode === 'edit' && (
          <Button
            color="error"
            disabled={saving}
            onClick={() =>
              void run(() => dataProvider.deleteActivityNote(entry._id), 'app.activity_log.notes.removed')
            }
          >
            {translate('app.activity_log.notes.delete')}
          </Button>
        )}
        <Button onClick={() => onClose(false)} disabled={saving}>
          {translate('app.activity_log.notes.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || text.trim() === ''}>
          {translate('app.activity_log.notes.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One entry: when, who, what to which record; a note's text shown as text, never as markup. */
function EntryLine({
  entry,
  canNote,
  onNote,
}: {
  entry: ActivityEntry;
  canNote: boolean;
  onNote: (editing: Editing) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isNote = entry.kind === 'note';
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {new Date(entry.created_at).toLocaleString(locale)} · {entry.actor_name ?? entry.actor} ·{' '}
        {translate(`app.activity_log.actions.${entry.action}`, { _: entry.action })} · {entry.entity}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {entry.entity_id}
      </Typography>
      {isNote && (
        <Typography
          variant="body2"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontStyle: entry.note === null ? 'italic' : undefined,
          }}
        >
          {entry.note ?? translate('app.activity_log.notes.deleted')}
        </Typography>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {canNote && (
          <Button size="small" onClick={() => onNote({ mode: 'add', entry })}>
            {translate('app.activity_log.notes.add')}
          </Button>
        )}
        {entry.can_edit && (
          <Button size="small" onClick={() => onNote({ mode: 'edit', entry })}>
            {translate('app.activity_log.notes.edit')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}

/**
 * The report's entries, newest first, a page at a time (the server's keyset): each can take a note on
 * its record; the caller's own notes (anyone's for an admin) can be edited or deleted.
 */
export function ActivityEntries({ filter }: { filter: ActivityFilter }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { canAccess: canNote } = useCanAccess({ resource: 'activity-log-reports', action: 'note' });
  const [editing, setEditing] = useState<Editing>();
  const entries = useInfiniteQuery({
    queryKey: ['activity-log', 'entries', filter],
    queryFn: ({ pageParam }) => dataProvider.activityEntries({ ...filter, limit: PAGE, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?._id : undefined),
  });
  const rows = entries.data?.pages.flatMap((page) => page.data) ?? [];
  const closed = (changed: boolean) => {
    setEditing(undefined);
    if (changed) void queryClient.invalidateQueries({ queryKey: ['activity-log'] });
  };
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" sx={{ p: 1.5, pb: 0 }}>
        {translate('app.activity_log.entries')}
      </Typography>
      {entries.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 1.5 }}>
          {translate('app.activity_log.empty')}
        </Typography>
      )}
      <List dense aria-label={translate('app.activity_log.entries')}>
        {rows.map((entry) => (
          <EntryLine key={entry._id} entry={entry} canNote={Boolean(canNote)} onNote={setEditing} />
        ))}
      </List>
      {entries.hasNextPage && (
        <Button
          sx={{ m: 1 }}
          onClick={() => void entries.fetchNextPage()}
          disabled={entries.isFetchingNextPage}
        >
          {translate('app.activity_log.more')}
        </Button>
      )}
      {editing && <NoteDialog editing={editing} onClose={closed} />}
    </Paper>
  );
}
