import {
  AutocompleteInput,
  BooleanInput,
  email,
  maxLength,
  ReferenceInput,
  required,
  TextInput,
  useTranslate,
} from 'react-admin';
import {
  NAME_MAX_LENGTH,
  TAKEDOWN_ADDRESS_MAX_LENGTH,
  TAKEDOWN_PHONE_MAX_LENGTH,
} from '../../../shared/constants';
import { FormSection } from '../FormSection';

const P = 'resources.assets/copyright-takedown';
/** The addresses as lines in the form, a list on the wire. */
const toLines = (urls: unknown) => (Array.isArray(urls) ? urls.join('\n') : (urls ?? ''));
const toList = (text: string) =>
  text
    .split(/\s+/)
    .map((line) => line.trim())
    .filter(Boolean);
const mustBeTrue = (value: unknown) => (value === true ? undefined : 'ra.validation.required');

/** The filing form: the elements a valid notice needs, both statements as checkboxes, the signature. */
export default function TakedownInputs() {
  const translate = useTranslate();
  return (
    <>
      <FormSection title={`${P}.form.notice`}>
        <TextInput
          source="video_urls"
          multiline
          minRows={2}
          format={toLines}
          parse={toList}
          validate={required()}
        />
        <ReferenceInput source="asset" reference="assets">
          <AutocompleteInput optionText="title" validate={required()} />
        </ReferenceInput>
      </FormSection>
      <FormSection title={`${P}.form.owner`}>
        <TextInput source="owner_name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
        <TextInput source="owner_email" validate={[required(), email(), maxLength(NAME_MAX_LENGTH)]} />
        <TextInput source="owner_address" validate={[required(), maxLength(TAKEDOWN_ADDRESS_MAX_LENGTH)]} />
        <TextInput source="owner_phone" validate={[required(), maxLength(TAKEDOWN_PHONE_MAX_LENGTH)]} />
      </FormSection>
      <FormSection title={`${P}.form.statements`}>
        <BooleanInput
          source="good_faith"
          defaultValue={false}
          validate={mustBeTrue}
          label={translate(`${P}.fields.good_faith`)}
        />
        <BooleanInput
          source="accuracy"
          defaultValue={false}
          validate={mustBeTrue}
          label={translate(`${P}.fields.accuracy`)}
        />
        <TextInput source="signature" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
        <BooleanInput source="scheduled" defaultValue={false} />
      </FormSection>
    </>
  );
}
