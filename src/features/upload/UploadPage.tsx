import '../../resources/assets/pageTexts';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  AutocompleteInput,
  Button,
  Form,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  Title,
  useCanAccess,
  useCreate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { UPLOAD_MAX_BYTES_DEFAULT } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import { session } from '../../api/session';
import { useUserTitle } from '../../layout/useUserTitle';
import { AccountInput } from '../../resources/AccountInput';
import { FormSection } from '../../resources/FormSection';
import { ContentSettingInputs, usePolicyChoices } from '../../resources/assets/AssetInputs';
import { useUserType } from '../../resources/useUserType';
import { codeIsValid, isAudio, UploadRow } from './UploadRow';
import { useUploads } from './useUploads';

/** What the picker offers; the server decides by the bytes. */
const ACCEPT = 'audio/*,video/*,.wav,.mp3,.flac,.aac,.m4a,.mp4,.mov,.webm,.mkv';

const sizeText = (bytes: number) => `${Math.round(bytes / 1024 ** 3)} GB`;

/**
 * Upload Content (/upload): files dropped or chosen upload at once, resumably, each with its progress
 * and the batch's; the fields shared by all are set once, each file keeps its own title; then the
 * batch is saved as drafts or sent to review.
 */
export default function UploadPage() {
  const translate = useTranslate();
  const userTitle = useUserTitle();
  const type = useUserType();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const policies = usePolicyChoices();
  const { items, add, pause, resume, remove, update } = useUploads();
  const { canAccess: canUpload, isPending } = useCanAccess({ resource: 'assets', action: 'create' });
  const [dragging, setDragging] = useState(false);
  const [saving, setSaving] = useState(false);
  const ownerSide = type === UserType.RIGHT_HOLDER || type === UserType.RIGHT_HOLDER_TEAM;
  const noLabel = ownerSide && !session.user()?.asset_label?.labelName?.trim();

  const total = items.reduce((sum, item) => sum + item.file.size, 0);
  const sent = items.reduce((sum, item) => sum + item.sent, 0);
  const ready = items.filter((item) => item.state === 'uploaded');
  const invalid = ready.some((item) => !codeIsValid(item));
  const done = items.filter((item) => item.state === 'uploaded' || item.state === 'saved').length;

  const save = async (shared: Record<string, unknown>, submit: boolean) => {
    setSaving(true);
    let saved = 0;
    for (const item of ready) {
      try {
        await create(
          'assets',
          {
            data: {
              ...shared,
              title: item.title.trim() || item.file.name,
              ...(item.description.trim() && { description: item.description.trim() }),
              ...(item.code.trim() && { [isAudio(item) ? 'isrc' : 'custom_id']: item.code.trim() }),
              upload: item.finished!.id,
              submit,
            },
          },
          { returnPromise: true },
        );
        update(item.key, { state: 'saved' });
        saved++;
      } catch (error) {
        update(item.key, { state: 'failed', error: (error as Error).message });
      }
    }
    setSaving(false);
    if (saved > 0) {
      notify(submit ? 'resources.assets.upload.submitted_all' : 'resources.assets.upload.saved_drafts', {
        type: 'success',
        messageArgs: { smart_count: saved },
      });
      if (saved === ready.length) navigate('/assets/draft-asset');
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  if (isPending) return null;
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={userTitle('Upload Content')} />
      {!canUpload || noLabel ? (
        <Alert severity="info">
          {translate(noLabel ? 'resources.assets.upload.no_label' : 'resources.assets.upload.read_only')}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Card
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            sx={{ borderStyle: 'dashed', borderWidth: 2, borderColor: dragging ? 'primary.main' : 'divider' }}
          >
            <CardContent sx={{ textAlign: 'center', py: 4 }}>
              <CloudUploadIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
              <Typography>{translate('resources.assets.upload.drop')}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('resources.assets.upload.types', { size: sizeText(UPLOAD_MAX_BYTES_DEFAULT) })}
              </Typography>
              <Button component="label" variant="contained" label="resources.assets.upload.choose">
                <input
                  hidden
                  type="file"
                  multiple
                  accept={ACCEPT}
                  aria-label={translate('resources.assets.upload.choose')}
                  onChange={(event) => {
                    add([...(event.target.files ?? [])]);
                    event.target.value = '';
                  }}
                />
              </Button>
            </CardContent>
          </Card>
          {items.length > 0 && (
            <Card>
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {translate('resources.assets.upload.files')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.assets.upload.batch', { done, total: items.length })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={total ? (sent / total) * 100 : 0}
                  aria-label={translate('resources.assets.upload.batch', { done, total: items.length })}
                  sx={{ my: 1 }}
                />
                <Stack spacing={1}>
                  {items.map((item) => (
                    <UploadRow
                      key={item.key}
                      item={item}
                      onChange={(change) => update(item.key, change)}
                      onPause={() => void pause(item.key)}
                      onResume={() => resume(item.key)}
                      onRemove={() => void remove(item.key)}
                    />
                  ))}
                </Stack>
              </CardContent>
            </Card>
          )}
          <Card>
            <CardContent>
              <Form defaultValues={{ territory: 'Worldwide', policy: 'monetize' }} onSubmit={() => undefined}>
                <SharedFields staff={!ownerSide} policies={policies} />
                <SaveButtons disabled={ready.length === 0 || invalid || saving} onSave={save} />
              </Form>
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}

/** The fields every file of the batch takes. */
function SharedFields({ staff, policies }: { staff: boolean; policies: { id: string; name: string }[] }) {
  return (
    <FormSection title="resources.assets.upload.shared">
      {staff && <AccountInput source="rights_holder" type={UserType.RIGHT_HOLDER} />}
      <AgreementInput staff={staff} />
      <ContentSettingInputs />
      <TextArrayInput source="tags" />
      <TextInput source="territory" />
      <SelectInput source="policy" choices={policies} />
    </FormSection>
  );
}

/** The rights holder's agreement the content comes under: staff pick the rights holder first. */
function AgreementInput({ staff }: { staff: boolean }) {
  const rightsHolder = useWatch({ name: 'rights_holder' }) as string | undefined;
  if (staff && !rightsHolder) return null;
  return (
    <ReferenceInput
      source="agreement"
      reference="contracts"
      filter={staff ? { rights_holder: rightsHolder } : {}}
    >
      <AutocompleteInput optionText="title" />
    </ReferenceInput>
  );
}

/** Save the finished files as drafts, or send them to review, with the shared fields. */
function SaveButtons({
  disabled,
  onSave,
}: {
  disabled: boolean;
  onSave: (shared: Record<string, unknown>, submit: boolean) => Promise<void>;
}) {
  return (
    <SaveBar>
      {(values) => (
        <>
          <Button
            label="resources.assets.upload.save_drafts"
            disabled={disabled}
            onClick={() => void onSave(values(), false)}
          />
          <Button
            label="resources.assets.upload.submit_all"
            variant="contained"
            disabled={disabled}
            onClick={() => void onSave(values(), true)}
          />
        </>
      )}
    </SaveBar>
  );
}

/** The form's current values, cleaned of empty fields, to the buttons. */
function SaveBar({ children }: { children: (values: () => Record<string, unknown>) => React.ReactNode }) {
  const { getValues } = useFormContext();
  const values = () =>
    Object.fromEntries(
      Object.entries(getValues()).filter(
        ([, value]) =>
          value !== '' &&
          value !== null &&
          value !== undefined &&
          !(Array.isArray(value) && value.length === 0),
      ),
    );
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
      {children(values)}
    </Stack>
  );
}
