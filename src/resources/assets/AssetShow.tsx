import './pageTexts';
import Alert from '@mui/material/Alert';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextFieldInput from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  Button,
  ChipField,
  EditButton,
  ReferenceArrayField,
  ReferenceField,
  Show,
  SingleFieldList,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import type { ReviewDecision } from '../../dataProvider/calls/media';
import { ConfirmButton } from '../ConfirmButton';
import { DateField } from '../DateField';
import { DeleteRecordButton } from '../DeleteRecordButton';
import { KindField, LanguageField, PolicyField, StageField } from './AssetFields';
import { MediaPreview } from './MediaPreview';
import { jobErrorText, type CatalogueMessage } from '../../api/serverMessages';

interface AssetJob {
  id: string;
  state: 'queued' | 'running' | 'succeeded' | 'failed';
  progress: number;
  error: string | null;
  error_message: CatalogueMessage | null;
}
interface Asset {
  id: string;
  title: string;
  description: string;
  stage: string;
  tags: string[];
  speakers: string[];
  job: AssetJob | null;
  review_note: string | null;
}

const OPEN_STAGES = ['draft', 'changes_requested'];
/** How often a page with processing under way asks again. */
const PROCESSING_POLL_MS = 2000;

/** The processing job: its state and progress, why it failed, and a retry. */
function ProcessingStatus() {
  const record = useRecordContext<Asset>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const job = record?.job;
  if (!job) return null;
  const text = translate(`resources.assets.processing.${job.state}`, {
    progress: job.progress,
    error: jobErrorText(job),
  });
  if (job.state === 'failed')
    return (
      <Alert
        severity="error"
        action={
          <Button
            label="resources.assets.action.retry"
            onClick={() =>
              dataProvider
                .retryJob(job.id)
                .then(refresh, (error: Error) => notify(error.message, { type: 'error' }))
            }
          />
        }
      >
        {text}
      </Alert>
    );
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      {job.state !== 'succeeded' && (
        <LinearProgress
          variant={job.state === 'running' ? 'determinate' : 'indeterminate'}
          value={job.progress}
          aria-label={translate('resources.assets.processing.title')}
        />
      )}
    </Box>
  );
}

/** Staff's decision on a submission: approve, or reject or ask for changes with a note; each confirmed. */
function ReviewPanel() {
  const record = useRecordContext<Asset>();
  const reviewer = useCan('assets', 'review');
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [note, setNote] = useState('');
  if (!record || record.stage !== 'pending_review' || !reviewer) return null;
  const name = { name: record.title };
  // A rejection or a change request says why: the dialog does not open without the note.
  const noted = () => {
    if (note.trim()) return true;
    notify('resources.assets.action.note_required', { type: 'warning' });
    return false;
  };
  const decide = (decision: ReviewDecision) => async () => {
    await dataProvider.reviewAsset(String(record.id), decision, note.trim() || undefined);
    notify(`resources.assets.review.${REVIEWED[decision]}`, { type: 'success', messageArgs: name });
    refresh();
  };
  return (
    <Card component="section" aria-labelledby="asset-decision">
      <CardContent>
        <Typography id="asset-decision" variant="h6" component="h2" gutterBottom>
          {translate('resources.assets.review.title')}
        </Typography>
        <TextFieldInput
          label={translate('resources.assets.action.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          size="small"
        />
        <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
          <ConfirmButton
            label="resources.assets.action.approve"
            variant="contained"
            labelled
            title="resources.assets.action.confirm_approve"
            content="resources.assets.action.explain_approve"
            values={name}
            onConfirm={decide('approve')}
          />
          <ConfirmButton
            label="resources.assets.action.request_changes"
            variant="outlined"
            labelled
            title="resources.assets.action.confirm_request_changes"
            content="resources.assets.action.explain_request_changes"
            values={name}
            check={noted}
            onConfirm={decide('request_changes')}
          />
          <ConfirmButton
            label="resources.assets.action.reject"
            variant="outlined"
            color="error"
            labelled
            title="resources.assets.action.confirm_reject"
            content="resources.assets.action.explain_reject"
            values={name}
            check={noted}
            onConfirm={decide('reject')}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The toast's key after each decision. */
const REVIEWED: Record<ReviewDecision, string> = {
  approve: 'approved',
  reject: 'rejected',
  request_changes: 'changes_requested',
};

/** The uploader's side sends a draft (or one back for changes) to review, once confirmed. */
function SubmitButton() {
  const record = useRecordContext<Asset>();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || !OPEN_STAGES.includes(record.stage)) return null;
  return (
    <ConfirmButton
      label="resources.assets.action.submit"
      icon={<SendIcon />}
      labelled
      title="resources.assets.action.confirm_submit"
      content="resources.assets.action.explain_submit"
      values={{ name: record.title }}
      onConfirm={async () => {
        await dataProvider.submitAssets([String(record.id)]);
        notify('resources.assets.action.submitted_one', {
          type: 'success',
          messageArgs: { name: record.title },
        });
        refresh();
      }}
    />
  );
}

function AssetActions() {
  const record = useRecordContext<Asset>();
  const open = record !== undefined && OPEN_STAGES.includes(record.stage);
  return (
    <TopToolbar>
      <SubmitButton />
      {open && <EditButton />}
      {open && <DeleteRecordButton redirect="/assets/draft-asset" />}
    </TopToolbar>
  );
}

/** A review note shown to the uploader's side while it has to act on it. */
function ReviewNote() {
  const record = useRecordContext<Asset>();
  const translate = useTranslate();
  if (!record?.review_note || !['changes_requested', 'rejected'].includes(record.stage)) return null;
  return (
    <Alert severity={record.stage === 'rejected' ? 'error' : 'warning'}>
      <strong>{translate('resources.assets.fields.review_note')}:</strong> {record.review_note}
    </Alert>
  );
}

/** One of the asset's values under its label; "-" when the uploader left it empty. */
function Detail({ source, children }: { source: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
        {translate(`resources.assets.fields.${source}`)}
      </Box>
      <Box component="dd" sx={{ m: 0, typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/** The asset's tags as chips. */
function Tags() {
  const record = useRecordContext<Asset>();
  const tags = record?.tags ?? [];
  if (tags.length === 0) return <>-</>;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} size="small" />
      ))}
    </Stack>
  );
}

/**
 * Everything the uploader set, and who and when, in a compact grid: two label and value pairs a row
 * on wide screens, so the reviewer sees all of it with the decision beside it (issue 32).
 */
function AssetDetails() {
  const record = useRecordContext<Asset>();
  if (!record) return null;
  return (
    <Card component="section" aria-labelledby="asset-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Typography id="asset-title" variant="h6" component="h2" sx={{ minWidth: 0 }}>
            {record.title}
          </Typography>
          <StageField source="stage" />
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            columnGap: 2,
            rowGap: 1,
            alignItems: 'baseline',
            gridTemplateColumns: {
              xs: 'minmax(6em, max-content) minmax(0, 1fr)',
              md: 'repeat(2, minmax(6em, max-content) minmax(0, 1fr))',
            },
          }}
        >
          <Detail source="kind">
            <KindField source="kind" />
          </Detail>
          <Detail source="rights_holder_name">
            <TextField source="rights_holder_name" />
          </Detail>
          <Detail source="uploaded_by_name">
            <TextField source="uploaded_by_name" emptyText="-" />
          </Detail>
          <Detail source="created_at">
            <DateField source="created_at" showTime />
          </Detail>
          <Detail source="asset_label">
            <TextField source="asset_label" emptyText="-" />
          </Detail>
          <Detail source="agreement">
            <TextField source="agreement_title" emptyText="-" />
          </Detail>
          <Detail source="territory">
            <TextField source="territory" emptyText="-" />
          </Detail>
          <Detail source="policy">
            <PolicyField source="policy" />
          </Detail>
          <Detail source="category">
            <ReferenceField source="category" reference="categories" emptyText="-" link={false} />
          </Detail>
          <Detail source="energy_level">
            <ReferenceField source="energy_level" reference="energy-level" emptyText="-" link={false} />
          </Detail>
          <Detail source="language">
            <LanguageField source="language" />
          </Detail>
          <Detail source="speakers">
            {record.speakers?.length ? (
              <ReferenceArrayField source="speakers" reference="artists">
                <SingleFieldList linkType={false}>
                  <ChipField source="name" size="small" />
                </SingleFieldList>
              </ReferenceArrayField>
            ) : (
              '-'
            )}
          </Detail>
          <Detail source="isrc">
            <TextField source="isrc" emptyText="-" />
          </Detail>
          <Detail source="custom_id">
            <TextField source="custom_id" emptyText="-" />
          </Detail>
        </Box>
        <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', rowGap: 0.5 }}>
          <Detail source="tags">
            <Tags />
          </Detail>
          <Detail source="description">
            {/* A long description scrolls in its box: the fields and the decision stay in view. */}
            <Box sx={{ maxHeight: '7.5em', overflowY: 'auto', whiteSpace: 'pre-line' }}>
              {record.description || '-'}
            </Box>
          </Detail>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The page: the review note and processing on top, then the details beside the decision and the
 * preview. At 1440 x 900 the decision and every field the uploader set are in view without a scroll;
 * the side column stays in view as a long page scrolls.
 */
function AssetPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <ReviewNote />
      <ProcessingStatus />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <AssetDetails />
        <Stack spacing={2} sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
          <ReviewPanel />
          <Card component="section" aria-labelledby="asset-preview">
            <CardContent>
              <Typography id="asset-preview" variant="h6" component="h2" gutterBottom>
                {translate('resources.assets.media.title')}
              </Typography>
              <MediaPreview />
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Stack>
  );
}

/** An asset at /assets/view/{id}: its details, preview and processing and, for staff, the decision. */
export default function AssetShow() {
  const { id } = useParams<{ id: string }>();
  return (
    <Show
      resource="assets"
      id={id}
      actions={<AssetActions />}
      component="div"
      queryOptions={{
        refetchInterval: (query) => {
          const state = (query.state.data as Asset | undefined)?.job?.state;
          return state === 'queued' || state === 'running' ? PROCESSING_POLL_MS : false;
        },
      }}
    >
      <AssetPage />
    </Show>
  );
}
