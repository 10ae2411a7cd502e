import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { ClaimStatus } from '../../../shared/claims';
import type { ListColumn } from '../columns';
import { daysLeft, formatTimecode } from './timecode';

/** A claim as both lists answer it (server/entities/claims/schemas ClaimRecord, the fields shown). */
export interface ClaimRow {
  id: string;
  video_id: string;
  video_title: string;
  video_url: string;
  thumbnail_url: string | null;
  channel_title: string;
  asset_title: string;
  rights_holder_name: string;
  segments: { video_start: number; video_end: number; asset_start: number; asset_end: number }[];
  content_type: string;
  policy: string;
  territory_rule: 'include' | 'exclude' | null;
  territories: string[];
  status: ClaimStatus;
  disputed_at: string | null;
  upheld_at: string | null;
  appealed_at: string | null;
  due_at: string | null;
  sent_to_youtube: boolean;
  created_at: string;
}

/** The fields' props: DataTable and the CSV export read `source` and `label` off them. */
type FieldProps = { source?: string; label?: string };

/** This page's text key (both claim pages carry the same texts, see pageTexts). */
export function useClaimText() {
  const resource = useResourceContext() ?? 'assets/manual-claiming';
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) =>
    translate(`resources.${resource}.${key}`, options);
}

const STATUS_COLOURS: Record<ClaimStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  [ClaimStatus.PENDING]: 'info',
  [ClaimStatus.ACTIVE]: 'success',
  [ClaimStatus.DELETED]: 'default',
  [ClaimStatus.DISPUTED]: 'warning',
  [ClaimStatus.APPEALED]: 'warning',
  [ClaimStatus.RELEASED]: 'default',
  [ClaimStatus.POTENTIAL]: 'info',
  [ClaimStatus.TAKEDOWN]: 'error',
};

/** The video's thumbnail and title, the title linking to it on YouTube (a new tab). */
export function VideoField(_props: FieldProps) {
  const record = useRecordContext<ClaimRow>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {record.thumbnail_url && (
        <img
          src={record.thumbnail_url}
          alt=""
          width={64}
          height={36}
          loading="lazy"
          style={{ display: 'block', objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
        />
      )}
      <Link
        href={record.video_url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => event.stopPropagation()}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {record.video_title || record.video_id}
      </Link>
    </Stack>
  );
}

/** Each match as "video start–end ↔ asset start–end". */
export const segmentsText = (record: RaRecord) =>
  (record as ClaimRow).segments
    .map(
      (segment) =>
        `${formatTimecode(segment.video_start)}–${formatTimecode(segment.video_end)} ↔ ` +
        `${formatTimecode(segment.asset_start)}–${formatTimecode(segment.asset_end)}`,
    )
    .join('; ');

export function SegmentsField(_props: FieldProps) {
  const record = useRecordContext<ClaimRow>();
  if (!record) return null;
  return (
    <Stack spacing={0.25}>
      {record.segments.map((segment, index) => (
        <Typography
          key={index}
          variant="body2"
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {formatTimecode(segment.video_start)}–{formatTimecode(segment.video_end)} ↔{' '}
          {formatTimecode(segment.asset_start)}–{formatTimecode(segment.asset_end)}
        </Typography>
      ))}
    </Stack>
  );
}

export function ContentTypeField(_props: FieldProps) {
  const record = useRecordContext<ClaimRow>();
  const text = useClaimText();
  return record ? <>{text(`content_type.${record.content_type}`)}</> : null;
}

/** The policy, and where it applies when it is not everywhere. */
export function PolicyField(_props: FieldProps) {
  const record = useRecordContext<ClaimRow>();
  const text = useClaimText();
  if (!record) return null;
  return (
    <Stack spacing={0.25}>
      <span>{text(`policy.${record.policy}`)}</span>
      {record.territory_rule && record.territories.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {text(`territory_rule.${record.territory_rule}`)}: {record.territories.join(', ')}
        </Typography>
      )}
    </Stack>
  );
}

/** The state as a chip, and "Not sent to YouTube" for a claim tracked here only. */
export function ClaimStatusField(_props: FieldProps) {
  const record = useRecordContext<ClaimRow>();
  const text = useClaimText();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={STATUS_COLOURS[record.status]} label={text(`status.${record.status}`)} />
      {!record.sent_to_youtube && <Chip size="small" variant="outlined" label={text('not_sent')} />}
    </Stack>
  );
}

/** The open dispute's or appeal's due date, as the days left to answer. */
export function DueField(_props: FieldProps) {
  const record = useRecordContext<ClaimRow>();
  const text = useClaimText();
  if (!record?.due_at) return null;
  const days = daysLeft(record.due_at);
  const label =
    days < 0 ? text('due.overdue') : days === 0 ? text('due.today') : text('due.days', { smart_count: days });
  return (
    <Typography
      variant="body2"
      color={days <= 3 ? 'error' : 'text.primary'}
      title={new Date(record.due_at).toLocaleString()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Typography>
  );
}

type Translate = ReturnType<typeof useTranslate>;
const csvText = (translate: Translate, resource: string, key: string) =>
  translate(`resources.${resource}.${key}`);

/** The columns both lists share, with their cells in the CSV file. */
export const claimColumns = (resource: string) =>
  ({
    video: {
      source: 'video_title',
      field: VideoField,
      csv: (record) => String(record.video_url),
    },
    segments: { source: 'segments', field: SegmentsField, hideBelow: 'lg', csv: segmentsText },
    contentType: {
      source: 'content_type',
      field: ContentTypeField,
      hideBelow: 'lg',
      csv: (record, { translate }) => csvText(translate, resource, `content_type.${record.content_type}`),
    },
    policy: {
      source: 'policy',
      field: PolicyField,
      hideBelow: 'md',
      csv: (record, { translate }) => csvText(translate, resource, `policy.${record.policy}`),
    },
    status: {
      source: 'status',
      field: ClaimStatusField,
      csv: (record, { translate }) => csvText(translate, resource, `status.${record.status}`),
    },
    due: {
      source: 'due_at',
      field: DueField,
      hideBelow: 'md',
      csv: (record) => (record.due_at ? String(record.due_at) : ''),
    },
  }) satisfies Record<string, ListColumn>;
