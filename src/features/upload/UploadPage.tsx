import '../../resources/assets/pageTexts';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import FileOpenIcon from '@mui/icons-material/FileOpen';
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
  Form,
  ReferenceInput,
  ResourceContextProvider,
  SelectInput,
  TextArrayInput,
  TextInput,
  Title,
  useCanAccess,
  useCreate,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { UPLOAD_MAX_BYTES_DEFAULT } from '../../../shared/constants';
import { formatSize } from '../../i18n/sizeFormat';
import { isRightHolderSide } from '../../../shared/roles';
import { session } from '../../api/session';
import { useUserTitle } from '../../layout/useUserTitle';
import { AccountInput } from '../../resources/AccountInput';
import { ConfirmButton } from '../../resources/ConfirmButton';
import { TextButton } from '../../resources/TextButton';
import { FormSection } from '../../resources/FormSection';
import { ContentSettingInputs, usePolicyChoices } from '../../resources/assets/AssetInputs';
import { useUserType } from '../../resources/useUserType';
import { codeIsValid, isAudio, UploadRow } from './UploadRow';
import { useUploads } from './useUploads';

/** What the picker offers; the server decides by the bytes. */
/** The title a finished file is saved under: the one typed, else the file's name. */
const titleOf = (item: { title: string; file: File }) => item.title.trim() || item.file.name;

const ACCEPT = 'audio/*,video/*,.wav,.mp3,.flac,.aac,.m4a,.mp4,.mov,.webm,.mkv';

/**
 * Upload Content (/upload): files dropped or chosen upload at once, resumably, each with its progress
 * and the batch's; the fields shared by all are set once, each file keeps its own title; then the
 * batch is saved as drafts or sent to review.
 */
export default function UploadPage() {
  // The page's inputs are the assets' fields: their labels are `resources.assets.fields.*`, which
  // react-admin looks up under the resource in context (a custom route has none of its own).
  return (
    <ResourceContextProvider value="assets">
      <Upload />
    </ResourceContextProvider>
  );
}

function Upload() {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
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
  const ownerSide = isRightHolderSide(type);
  const noLabel = ownerSide && !session.user()?.asset_label?.labelName?.trim();

  const total = items.reduce((sum, item) => sum + item.file.size, 0);
  const sent = items.reduce((sum, item) => sum + item.sent, 0);
  const ready = items.filter((item) => item.state === 'uploaded');
  const invalid = ready.some((item) => !codeIsValid(item));
  const done = items.filter((item) => item.state === 'uploaded' || item.state === 'saved').length;

  const save = async (shared: Record<string, unknown>, submit: boolean) => {
    setSaving(true);
    let saved = 0;
    const savedTitles: string[] = [];
    for (const item of ready) {
      try {
        await create(
          'assets',
          {
            data: {
              ...shared,
              title: titleOf(item),
              ...(item.description.trim() && { description: item.description.trim() }),
              ...(item.code.trim() && { [isAudio(item) ? 'isrc' : 'custom_id']: item.code.trim() }),
              upload: item.finished!.id,
              submit,
            },
          },
          { returnPromise: true },
        );
        update(item.key, { state: 'saved' });
        savedTitles.push(titleOf(item));
        saved++;
      } catch (error) {
        update(item.key, { state: 'failed', error: (error as Error).message });
      }
    }
    setSaving(false);
    if (saved > 0) {
      // One item is named, as every other status change's toast names its record.
      const named = saved === 1 && submit;
      notify(
        named
          ? 'resources.assets.action.submitted_one'
          : submit
            ? 'resources.assets.upload.submitted_all'
            : 'resources.assets.upload.saved_drafts',
        {
          type: 'success',
          messageArgs: named ? { name: savedTitles[0] } : { smart_count: saved },
        },
      );
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
                {translate('resources.assets.upload.types', {
                  size: formatSize(locale, UPLOAD_MAX_BYTES_DEFAULT),
                })}
              </Typography>
              <TextButton
                component="label"
                variant="contained"
                size="medium"
                label="resources.assets.upload.choose"
                icon={<FileOpenIcon />}
              >
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
              </TextButton>
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
                <SaveButtons
                  disabled={ready.length === 0 || invalid || saving}
                  readyTitles={ready.map(titleOf)}
                  onSave={save}
                />
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
      {staff && <AccountInput source="rights_holder" type={4} />}
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
  readyTitles,
  onSave,
}: {
  disabled: boolean;
  /** The titles the finished files will be saved under. */
  readyTitles: string[];
  onSave: (shared: Record<string, unknown>, submit: boolean) => Promise<void>;
}) {
  return (
    <SaveBar>
      {(values) => (
        <>
          <TextButton
            label="resources.assets.upload.save_drafts"
            disabled={disabled}
            onClick={() => void onSave(values(), false)}
          />
          {/* A status change: asked first, like every other (the drafts above stay drafts). */}
          <ConfirmButton
            label="resources.assets.upload.submit_all"
            variant="contained"
            labelled
            disabled={disabled}
            title={
              readyTitles.length === 1
                ? 'resources.assets.action.confirm_submit'
                : 'resources.assets.action.confirm_submit_many'
            }
            content="resources.assets.action.explain_submit"
            values={{ name: readyTitles[0], smart_count: readyTitles.length }}
            onConfirm={() => onSave(values(), true)}
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
    // On a phone the two stack, each its whole label.
    <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {children(values)}
    </Stack>
  );
}
