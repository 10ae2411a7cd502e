import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useRecordContext, useTranslate } from 'react-admin';
import { YOUTUBE_WATCH_URL } from '../../../shared/constants';
import { formatDuration } from './format';

/** What a list row holds (POST /youtube/video). */
export interface VideoRecord {
  id: string;
  video_id: string;
  title: string;
  thumbnail_url: string | null;
  duration_seconds: number;
  claimed: boolean;
}

/** The fields' props: DataTable and the CSV export read `source` and `label` off them. */
type FieldProps = { source?: string; label?: string };

/** The video's address on YouTube, from its id (ids are YouTube's, as the sync read them). */
export const watchUrl = (videoId: string) => `${YOUTUBE_WATCH_URL}${encodeURIComponent(videoId)}`;

export function ThumbnailField(_props: FieldProps) {
  const record = useRecordContext<VideoRecord>();
  if (!record?.thumbnail_url) return null;
  return (
    <img
      src={record.thumbnail_url}
      alt=""
      width={96}
      height={54}
      loading="lazy"
      style={{ display: 'block', objectFit: 'cover', borderRadius: 4 }}
    />
  );
}

export function DurationField(_props: FieldProps) {
  const record = useRecordContext<VideoRecord>();
  if (!record) return null;
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDuration(record.duration_seconds)}</span>
  );
}

export function ClaimField(_props: FieldProps) {
  const record = useRecordContext<VideoRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.claimed ? 'success' : 'warning'}
      variant={record.claimed ? 'filled' : 'outlined'}
      label={translate(`resources.drm-youtube-videos.claim.${record.claimed ? 'claimed' : 'unclaimed'}`)}
    />
  );
}

export function YouTubeLinkField(_props: FieldProps) {
  const record = useRecordContext<VideoRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Link
      href={watchUrl(record.video_id)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={translate('resources.drm-youtube-videos.open_title', { title: record.title })}
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      {translate('resources.drm-youtube-videos.open')}
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </Link>
  );
}
