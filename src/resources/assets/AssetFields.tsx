import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ListColumn } from '../columns';

type Words = 'stages' | 'kinds' | 'policies';

/** The colour a stage is shown in: what waits for someone stands out. */
const STAGE_COLOURS: Record<string, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  draft: 'default',
  pending_review: 'info',
  changes_requested: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** A coded value (stage, kind, policy) as its word in the chosen language. */
function WordField({ source, words }: { source: string; words: Words }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  const label = translate(`resources.assets.${words}.${value}`, { _: value });
  return words === 'stages' ? (
    <Chip size="small" label={label} color={STAGE_COLOURS[value] ?? 'default'} />
  ) : (
    <>{label}</>
  );
}

export const StageField = ({ source }: { source: string }) => <WordField source={source} words="stages" />;
export const KindField = ({ source }: { source: string }) => <WordField source={source} words="kinds" />;
export const PolicyField = ({ source }: { source: string }) => <WordField source={source} words="policies" />;

const word =
  (words: Words) =>
  (record: RaRecord, { translate }: { translate: (key: string) => string }) =>
    translate(`resources.assets.${words}.${record[words === 'stages' ? 'stage' : 'kind']}`);

/** A list's columns: the table and the CSV export read them. */
export const ASSET_COLUMNS: ListColumn[] = [
  { source: 'title' },
  { source: 'kind', field: KindField, csv: word('kinds') },
  { source: 'rights_holder_name', hideBelow: 'md' },
  { source: 'uploaded_by_name', hideBelow: 'lg' },
  { source: 'created_at', kind: 'date', hideBelow: 'md' },
  { source: 'stage', field: StageField, csv: word('stages') },
];

/** A language tag as its name in the reader's language ('pt' reads Portuguese, or portugais). */
export function LanguageField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const [locale = 'en'] = useLocaleState();
  const value = record?.[source] as string | undefined;
  const name = value
    ? new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(value)
    : '-';
  return (
    <Typography component="span" variant="body2">
      {name ?? value}
    </Typography>
  );
}
