import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import {
  AutocompleteArrayInput,
  Button,
  maxLength,
  required,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { BIO_MAX_LENGTH, NAME_MAX_LENGTH, SPEAKER_LANGUAGES_MAX } from '../../../shared/constants';
import type { AppDataProvider } from '../../dataProvider';
import { useLanguageChoices } from '../languageNames';
import { FormSection, WideInput } from '../FormSection';

/** The speaker's picture, on the edit page: one PNG, JPEG or WebP, saved at once. */
function PictureUpload() {
  const record = useRecordContext<{ id: string; name: string; picture: string | null }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  if (!record) return null;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await dataProvider.uploadPicture('artists', record.id, file);
      notify('app.picture.saved', { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Avatar src={record.picture ?? undefined} alt={record.name} sx={{ width: 64, height: 64 }} />
      <Button label="app.picture.upload" onClick={() => input.current?.click()} />
      <input
        ref={input}
        hidden
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-label="picture"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </Stack>
  );
}

export default function ArtistInputs() {
  const languages = useLanguageChoices();
  return (
    <FormSection>
      <WideInput>
        <PictureUpload />
      </WideInput>
      <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
      <AutocompleteArrayInput
        source="languages"
        choices={languages}
        validate={(value: unknown[] | undefined) =>
          value && value.length > SPEAKER_LANGUAGES_MAX ? 'app.content_settings.too_many' : undefined
        }
      />
      <WideInput>
        <TextInput source="bio" multiline minRows={3} validate={maxLength(BIO_MAX_LENGTH)} />
      </WideInput>
    </FormSection>
  );
}
