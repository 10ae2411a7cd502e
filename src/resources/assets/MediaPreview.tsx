import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

export interface AssetFile {
  id: string;
  role: string;
  mime_type: string;
  media: { durationSeconds?: number; formatName?: string; peaks?: number[] } | null;
}

const WAVE_HEIGHT = 64;

/** Audio's waveform from the processing's peaks; a click seeks the player there. */
function Waveform({ peaks, onSeek }: { peaks: number[]; onSeek(fraction: number): void }) {
  const width = peaks.length;
  const path = peaks
    .map((peak, x) => {
      const half = Math.max(0.5, (peak * WAVE_HEIGHT) / 2);
      return `M${x} ${WAVE_HEIGHT / 2 - half}V${WAVE_HEIGHT / 2 + half}`;
    })
    .join('');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${width} ${WAVE_HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden
      onClick={(event: React.MouseEvent<SVGSVGElement>) => {
        const box = event.currentTarget.getBoundingClientRect();
        onSeek((event.clientX - box.left) / box.width);
      }}
      sx={{ width: '100%', height: WAVE_HEIGHT, cursor: 'pointer', display: 'block' }}
    >
      <path d={path} stroke="currentColor" strokeWidth={0.8} />
    </Box>
  );
}

/**
 * The asset's preview (the small copy processing made), played through a short-lived link: audio
 * with its waveform, video with its poster.
 */
export function MediaPreview({
  player: given,
  onTimeUpdate,
}: {
  /** The page's handle on the player (a transcript seeks it). */
  player?: RefObject<HTMLMediaElement | null>;
  onTimeUpdate?(seconds: number): void;
} = {}) {
  const record = useRecordContext<{
    title: string;
    files: AssetFile[];
    /** Links the record brings itself (a library item's, for readers who may not ask for one). */
    preview_url?: string | null;
    poster_url?: string | null;
  }>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [links, setLinks] = useState<{ preview?: string; poster?: string }>({});
  const own = useRef<HTMLMediaElement>(null);
  const audio = given ?? own;
  const timed = onTimeUpdate
    ? (event: React.SyntheticEvent<HTMLMediaElement>) => onTimeUpdate(event.currentTarget.currentTime)
    : undefined;
  const seek = (fraction: number) => {
    const player = audio.current;
    if (player && Number.isFinite(player.duration)) player.currentTime = fraction * player.duration;
  };
  const files = record?.files ?? [];
  const preview = files.find((file) => file.role === 'preview');
  const poster = files.find((file) => file.role === 'poster');
  const original = files.find((file) => file.role === 'original');
  const linked = record?.preview_url !== undefined;
  useEffect(() => {
    if (linked) return;
    let current = true;
    void Promise.all([
      preview ? dataProvider.mediaLink(preview.id) : undefined,
      poster ? dataProvider.mediaLink(poster.id) : undefined,
    ]).then(([previewUrl, posterUrl]) => current && setLinks({ preview: previewUrl, poster: posterUrl }));
    return () => {
      current = false;
    };
  }, [dataProvider, preview?.id, poster?.id, preview, poster, linked]);
  const { preview: previewUrl, poster: posterUrl } = linked
    ? { preview: record?.preview_url ?? undefined, poster: record?.poster_url ?? undefined }
    : links;
  if (!preview)
    return <Typography color="text.secondary">{translate('resources.assets.media.none')}</Typography>;
  const peaks = original?.media?.peaks;
  return (
    <Box sx={{ maxWidth: 720 }}>
      {preview.mime_type.startsWith('video/') ? (
        previewUrl && (
          <Box
            component="video"
            controls
            preload="metadata"
            ref={audio as RefObject<HTMLVideoElement>}
            onTimeUpdate={timed}
            src={previewUrl}
            poster={posterUrl}
            sx={{ width: '100%', borderRadius: 1 }}
            aria-label={record?.title}
          />
        )
      ) : (
        <>
          {peaks && (
            <Box sx={{ color: 'primary.main' }}>
              <Waveform peaks={peaks} onSeek={seek} />
            </Box>
          )}
          {previewUrl && (
            <audio
              ref={audio as RefObject<HTMLAudioElement>}
              onTimeUpdate={timed}
              controls
              preload="metadata"
              src={previewUrl}
              aria-label={record?.title}
              style={{ width: '100%' }}
            />
          )}
        </>
      )}
      {original?.media?.durationSeconds !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.assets.media.details', {
            duration: formatDuration(original.media.durationSeconds),
            format: original.media.formatName ?? '',
          })}
        </Typography>
      )}
    </Box>
  );
}

const formatDuration = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
