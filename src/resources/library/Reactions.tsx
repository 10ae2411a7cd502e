import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ReactionCounts } from '../../dataProvider/calls/libraryItems';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** Like and dislike, one of them per person (a second click takes it back), with the counts. */
export function Reactions({ id, initial }: { id: string; initial: ReactionCounts }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [counts, setCounts] = useState(initial);
  const react = (value: 1 | -1) =>
    dataProvider
      .reactToItem(id, counts.my_reaction === value ? 0 : value)
      .then(setCounts, (error: Error) => notify(error.message, { type: 'error' }));
  const liked = counts.my_reaction === 1;
  const disliked = counts.my_reaction === -1;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant={liked ? 'contained' : 'outlined'}
        size="small"
        aria-pressed={liked}
        startIcon={liked ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
        onClick={() => void react(1)}
        aria-label={`${translate('resources.libraries.action.like')} (${translate('resources.libraries.likes', { smart_count: counts.likes })})`}
      >
        {counts.likes}
      </Button>
      <Button
        variant={disliked ? 'contained' : 'outlined'}
        size="small"
        aria-pressed={disliked}
        startIcon={disliked ? <ThumbDownIcon /> : <ThumbDownOutlinedIcon />}
        onClick={() => void react(-1)}
        aria-label={`${translate('resources.libraries.action.dislike')} (${translate('resources.libraries.dislikes', { smart_count: counts.dislikes })})`}
      >
        {counts.dislikes}
      </Button>
    </Stack>
  );
}
