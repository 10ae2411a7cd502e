import DeleteIcon from '@mui/icons-material/Delete';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { UploadItem } from './useUploads';

const COLOURS = { failed: 'error', saved: 'success', uploaded: 'success' } as const;

/** One file: its title, its progress and state, and pause, resume and remove. */
export function UploadRow({
  item,
  onTitle,
  onPause,
  onResume,
  onRemove,
}: {
  item: UploadItem;
  onTitle(title: string): void;
  onPause(): void;
  onResume(): void;
  onRemove(): void;
}) {
  const translate = useTranslate();
  const percent = item.file.size ? Math.floor((item.sent / item.file.size) * 100) : 100;
  const state =
    item.state === 'failed'
      ? (item.error ?? '')
      : translate(`resources.assets.upload.${item.state}`, { percent });
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 2fr) minmax(0, 3fr) auto' },
        gap: 1,
        alignItems: 'center',
      }}
      data-upload-state={item.state}
    >
      <TextField
        size="small"
        label={translate('resources.assets.fields.title')}
        value={item.title}
        disabled={item.state === 'saved'}
        onChange={(event) => onTitle(event.target.value)}
        helperText={item.file.name}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={COLOURS[item.state as keyof typeof COLOURS] ?? 'primary'}
          aria-label={`${item.file.name}: ${state}`}
        />
        <Typography variant="body2" color={item.state === 'failed' ? 'error' : 'text.secondary'}>
          {state}
        </Typography>
        {item.finished?.duplicateOf && (
          <Typography variant="body2" color="warning.main">
            {translate('resources.assets.upload.duplicate', { title: item.finished.duplicateOf })}
          </Typography>
        )}
      </Box>
      <Box sx={{ whiteSpace: 'nowrap' }}>
        {item.state === 'uploading' && (
          <IconButton aria-label={translate('resources.assets.upload.pause')} onClick={onPause}>
            <PauseIcon />
          </IconButton>
        )}
        {item.state === 'paused' && (
          <IconButton aria-label={translate('resources.assets.upload.resume')} onClick={onResume}>
            <PlayArrowIcon />
          </IconButton>
        )}
        {item.state !== 'saved' && (
          <IconButton aria-label={translate('resources.assets.upload.remove')} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
