import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { HASHTAG_MAX_LENGTH, HASHTAG_PATTERN } from '../../../shared/constants';
import { useCan } from '../../authProvider/useCan';
import type { AppDataProvider } from '../../dataProvider';

const KEY = ['monitoring-channels', 'hashtags'];
const HASHTAG = new RegExp(HASHTAG_PATTERN, 'u');

/** The watched hashtags: every staff member sees them, CRUD admins add and remove them. */
export function HashtagsPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const canEdit = useCan('monitoring-channels', 'editHashtags') === true;
  const [tag, setTag] = useState('');
  const { data = [] } = useQuery({ queryKey: KEY, queryFn: () => dataProvider.hashtags() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const failed = (error: Error) => notify(error.message, { type: 'error' });
  const add = useMutation({
    mutationFn: () => dataProvider.addHashtag(tag.trim()),
    onSuccess: () => {
      setTag('');
      notify('resources.monitoring-channels.hashtags.added');
      return refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => dataProvider.removeHashtag(id),
    onSuccess: () => {
      notify('resources.monitoring-channels.hashtags.removed');
      return refresh();
    },
    onError: failed,
  });
  const valid = HASHTAG.test(tag.trim());
  return (
    <Box component="section" aria-labelledby="watched-hashtags" sx={{ px: 2, pt: 2 }}>
      <Typography id="watched-hashtags" variant="subtitle1" component="h2">
        {translate('resources.monitoring-channels.hashtags.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
        {data.length === 0 && (
          <Typography color="text.secondary" variant="body2">
            {translate('resources.monitoring-channels.hashtags.none')}
          </Typography>
        )}
        {data.map((hashtag) => (
          <Chip
            key={hashtag._id}
            label={`#${hashtag.tag}`}
            onDelete={canEdit ? () => remove.mutate(hashtag._id) : undefined}
          />
        ))}
      </Stack>
      {canEdit && (
        <Stack
          component="form"
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) add.mutate();
          }}
        >
          <TextField
            size="small"
            label={translate('resources.monitoring-channels.hashtags.add')}
            value={tag}
            onChange={(event) => setTag(event.target.value)}
            slotProps={{ htmlInput: { maxLength: HASHTAG_MAX_LENGTH } }}
          />
          <Button type="submit" startIcon={<AddIcon />} disabled={!valid || add.isPending}>
            {translate('resources.monitoring-channels.hashtags.add')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
