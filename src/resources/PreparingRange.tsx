import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { RANGE_PREPARING_POLL_MS } from '../../shared/earnings';
import type { RangePreparing } from '../dataProvider/calls/earnings';

/**
 * A report over a range of one's own, the first time: the job's progress in words and as a bar,
 * while the page asks again (`pollWhilePreparing`); the rows replace it once the job is done.
 */
export function PreparingRange({ preparing }: { preparing: RangePreparing }) {
  const translate = useTranslate();
  const text = translate('app.range_preparing', { progress: preparing.progress });
  return (
    <Paper variant="outlined" role="status" sx={{ p: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <LinearProgress variant="determinate" value={preparing.progress} aria-label={text} />
    </Paper>
  );
}

/** A query's refetch interval: ask again while the answer says the range is being made. */
export const pollWhilePreparing = (data: { preparing?: RangePreparing } | undefined) =>
  data?.preparing ? RANGE_PREPARING_POLL_MS : false;
