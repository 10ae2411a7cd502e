import './pageTexts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextFieldInput from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  Button,
  ChipField,
  EditButton,
  Labeled,
  ReferenceArrayField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ASSET_REVIEWERS } from '../../../shared/resources/assets';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import type { ReviewDecision } from '../../dataProvider/calls/media';
import { DateField } from '../DateField';
import { DeleteRecordButton } from '../DeleteRecordButton';
import { useUserType } from '../useUserType';
import { KindField, LanguageField, StageField } from './AssetFields';
import { MediaPreview } from './MediaPreview';

interface AssetJob {
  id: string;
  state: 'queued' | 'running' | 'succeeded' | 'failed';
  progress: number;
  error: string | null;
}
interface Asset {
  id: string;
  stage: string;
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
    error: job.error ?? '',
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

/** Staff's decision on a submission: approve, or reject or ask for changes with a note. */
function ReviewPanel() {
  const record = useRecordContext<Asset>();
  const type = useUserType();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || record.stage !== 'pending_review' || type === undefined || !ASSET_REVIEWERS.includes(type))
    return null;
  const decide = async (decision: ReviewDecision) => {
    if (decision !== 'approve' && !note.trim()) {
      notify('resources.assets.action.note_required', { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      await dataProvider.reviewAsset(String(record.id), decision, note.trim() || undefined);
      const done = { approve: 'approved', reject: 'rejected', request_changes: 'changes_requested' }[
        decision
      ];
      notify(`resources.assets.review.${done}`, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ maxWidth: 720 }}>
      <TextFieldInput
        label={translate('resources.assets.action.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
      />
      <Stack direction="row" spacing={1}>
        <Button
          label="resources.assets.action.approve"
          variant="contained"
          disabled={busy}
          onClick={() => decide('approve')}
        />
        <Button
          label="resources.assets.action.request_changes"
          disabled={busy}
          onClick={() => decide('request_changes')}
        />
        <Button
          label="resources.assets.action.reject"
          color="error"
          disabled={busy}
          onClick={() => decide('reject')}
        />
      </Stack>
    </Stack>
  );
}

/** The uploader's side sends a draft (or one back for changes) to review. */
function SubmitButton() {
  const record = useRecordContext<Asset>();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || !OPEN_STAGES.includes(record.stage)) return null;
  return (
    <Button
      label="resources.assets.action.submit"
      onClick={async () => {
        try {
          await dataProvider.submitAssets([String(record.id)]);
          notify('resources.assets.action.submitted', { type: 'success', messageArgs: { smart_count: 1 } });
          refresh();
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        }
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

/** An asset at /assets/view/{id}: its preview, processing, metadata and, for staff, the decision. */
export default function AssetShow() {
  const { id } = useParams<{ id: string }>();
  return (
    <Show
      resource="assets"
      id={id}
      actions={<AssetActions />}
      queryOptions={{
        refetchInterval: (query) => {
          const state = (query.state.data as Asset | undefined)?.job?.state;
          return state === 'queued' || state === 'running' ? PROCESSING_POLL_MS : false;
        },
      }}
    >
      <SimpleShowLayout>
        <ReviewNote />
        <ProcessingStatus />
        <Labeled label="resources.assets.media.title">
          <MediaPreview />
        </Labeled>
        <TextField source="title" />
        <KindField source="kind" />
        <StageField source="stage" />
        <TextField source="rights_holder_name" />
        <TextField source="asset_label" />
        <TextField source="uploaded_by_name" />
        <TextField source="description" emptyText="-" />
        <ReferenceField source="category" reference="categories" emptyText="-" link={false} />
        <ReferenceField source="energy_level" reference="energy-level" emptyText="-" link={false} />
        <ReferenceArrayField source="speakers" reference="artists">
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <LanguageField source="language" />
        <TextField source="territory" />
        <TextField source="isrc" emptyText="-" />
        <DateField source="created_at" showTime />
        <ReviewPanel />
      </SimpleShowLayout>
    </Show>
  );
}
