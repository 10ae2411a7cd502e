import DeleteIcon from '@mui/icons-material/Delete';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ISRC } from '../../resources/assets/AssetInputs';
import type { UploadItem } from './useUploads';

const COLOURS = { failed: 'error', saved: 'success', uploaded: 'success' } as const;

/** Audio takes an ISRC; video a custom id. Known from the bytes once uploaded, from the browser's guess before. */
export const isAudio = (item: UploadItem) =>
  (item.finished?.kind ?? (item.file.type.startsWith('video/') ? 'video' : 'audio')) === 'audio';

/** A file's ISRC as typed is valid (empty is fine: it is optional). */
export const codeIsValid = (item: UploadItem) => !isAudio(item) || !item.code || ISRC.test(item.code);

/** One file: its title, its progress and state, pause, resume and remove, and its own details. */
export function UploadRow({
  item,
  onChange,
  onPause,
  onResume,
  onRemove,
}: {
  item: UploadItem;
  onChange(change: Partial<Pick<UploadItem, 'title' | 'description' | 'code'>>): void;
  onPause(): void;
  onResume(): void;
  onRemove(): void;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
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
        onChange={(event) => onChange({ title: event.target.value })}
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
        <IconButton
          aria-label={translate('resources.assets.upload.details', { title: item.title || item.file.name })}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
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
      {open && <UploadDetails item={item} onChange={onChange} />}
    </Box>
  );
}

/** What differs from file to file besides the title: its description and its ISRC or custom id. */
function UploadDetails({ item, onChange }: Pick<Parameters<typeof UploadRow>[0], 'item' | 'onChange'>) {
  const translate = useTranslate();
  const audio = isAudio(item);
  const disabled = item.state === 'saved';
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1, gridTemplateColumns: { md: '2fr 1fr' } }}>
      <TextField
        size="small"
        multiline
        minRows={2}
        label={translate('resources.assets.fields.description')}
        value={item.description}
        disabled={disabled}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <TextField
        size="small"
        label={translate(`resources.assets.fields.${audio ? 'isrc' : 'custom_id'}`)}
        value={item.code}
        disabled={disabled}
        error={!codeIsValid(item)}
        helperText={codeIsValid(item) ? undefined : translate('app.validation.isrc')}
        onChange={(event) =>
          onChange({ code: audio ? event.target.value.toUpperCase() : event.target.value })
        }
      />
    </Box>
  );
}
