import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ClipRange, DownloadKind } from '../../dataProvider/calls/library';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { TextButton } from '../TextButton';

/** Saves what a short-lived download link serves (an attachment: the page stays). */
export function saveLink(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.click();
}

/**
 * An item's downloads: the footage, its audio (extracted from footage by a job the first time), or
 * a clip cut between two times; a file being made shows its progress. Each is recorded for the
 * person (the Downloaded tab).
 */
export function Downloads({ id, kind, duration }: { id: string; kind: string; duration: number | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const [progress, setProgress] = useState<number>();
  const [range, setRange] = useState({ start: '0', end: String(Math.min(30, Math.floor(duration ?? 30))) });
  const download = async (what: DownloadKind, clip?: ClipRange) => {
    setProgress(0);
    try {
      saveLink(await dataProvider.downloadItem(id, what, clip, { onProgress: setProgress }));
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setProgress(undefined);
    }
  };
  const busy = progress !== undefined;
  const clip = { start: Number(range.start), end: Number(range.end) };
  const clipValid =
    Number.isFinite(clip.start) && Number.isFinite(clip.end) && clip.end > clip.start && clip.start >= 0;
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('resources.libraries.downloads.title')}
      </Typography>
      {/* Gaps, not Stack's spacing: its left margin would push a wrapped item out of line. */}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {kind !== 'audio' && (
          <TextButton
            label="resources.libraries.downloads.footage"
            icon={<DownloadIcon />}
            disabled={busy}
            onClick={() => void download('footage')}
          />
        )}
        <TextButton
          label="resources.libraries.downloads.audio"
          icon={<DownloadIcon />}
          disabled={busy}
          onClick={() => void download('audio')}
        />
      </Stack>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          type="number"
          label={translate('resources.libraries.downloads.from')}
          value={range.start}
          onChange={(event) => setRange({ ...range, start: event.target.value })}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          sx={{ flex: '1 1 110px', maxWidth: 160 }}
        />
        <TextField
          size="small"
          type="number"
          label={translate('resources.libraries.downloads.to')}
          value={range.end}
          onChange={(event) => setRange({ ...range, end: event.target.value })}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          sx={{ flex: '1 1 110px', maxWidth: 160 }}
        />
        <TextButton
          label="resources.libraries.downloads.clip"
          icon={<DownloadIcon />}
          disabled={busy || !clipValid}
          onClick={() => void download('clip', clip)}
        />
      </Stack>
      {busy && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.libraries.downloads.preparing', { progress })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={translate('resources.libraries.downloads.preparing', { progress })}
          />
        </Box>
      )}
    </Box>
  );
}
