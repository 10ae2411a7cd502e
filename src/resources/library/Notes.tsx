import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { TextButton } from '../TextButton';
import { session } from '../../api/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import type { LibraryNote } from './types';

/** A note's text box with save and cancel. */
function NoteEditor({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave(text: string): Promise<unknown>;
  onCancel?(): void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        multiline
        minRows={2}
        size="small"
        label={translate('resources.libraries.notes.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" spacing={1}>
        <TextButton
          variant="contained"
          label="resources.libraries.notes.save"
          disabled={!text.trim() || saving}
          onClick={async () => {
            setSaving(true);
            await onSave(text.trim()).finally(() => setSaving(false));
            setText('');
          }}
        />
        {onCancel && <TextButton label="resources.libraries.notes.cancel" onClick={onCancel} />}
      </Stack>
    </Stack>
  );
}

/** An item's notes: each with its author and time; its author edits and deletes it, CRUD staff any. */
export function Notes({ assetId, notes }: { assetId: string; notes: LibraryNote[] }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  // Viewers only read; everyone else who sees the item may leave a note (as the server rules).
  const writer = useCan('libraries', 'note');
  const moderator = useCan('libraries', 'moderateNotes');
  const me = session.user()?.login_id;
  const [editing, setEditing] = useState<string>();
  const mayChange = (note: LibraryNote) => note.author === me || moderator === true;
  const done = (work: Promise<unknown>) =>
    work.then(
      () => {
        setEditing(undefined);
        refresh();
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('resources.libraries.notes.title')}
      </Typography>
      {notes.length === 0 && (
        <Typography color="text.secondary">{translate('resources.libraries.notes.empty')}</Typography>
      )}
      <List disablePadding>
        {notes.map((note) => (
          <ListItem key={note.id} disableGutters alignItems="flex-start" divider>
            {editing === note.id ? (
              <NoteEditor
                initial={note.body}
                onSave={(text) => done(dataProvider.editNote(note.id, text))}
                onCancel={() => setEditing(undefined)}
              />
            ) : (
              <Box sx={{ flex: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {note.author_name} · {when.format(new Date(note.created_at))}
                  {note.updated_at !== note.created_at &&
                    ` · ${translate('resources.libraries.notes.edited')}`}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.body}</Typography>
              </Box>
            )}
            {mayChange(note) && editing !== note.id && (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  aria-label={translate('resources.libraries.notes.edit')}
                  onClick={() => setEditing(note.id)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={translate('resources.libraries.notes.delete')}
                  onClick={() => void done(dataProvider.deleteNote(note.id))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            )}
          </ListItem>
        ))}
      </List>
      {writer && (
        <Box sx={{ mt: 1 }}>
          <NoteEditor initial="" onSave={(text) => done(dataProvider.addNote(assetId, text))} />
        </Box>
      )}
    </Box>
  );
}
