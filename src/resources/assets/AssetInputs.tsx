import './pageTexts';
import {
  AutocompleteArrayInput,
  BooleanInput,
  maxLength,
  ReferenceArrayInput,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  AutocompleteInput,
  TextArrayInput,
  TextInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { languageChoices } from '../../../shared/languages';
import { TERRITORY_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../shared/constants';
import { FormSection, WideInput } from '../FormSection';

/** The same rules as the server's (server/entities/assets/schemas). */
export const ISRC = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/;
const DESCRIPTION_MAX_LENGTH = 5000;
export const POLICIES = ['monetize', 'track', 'block'] as const;

/** The choices of a coded field, in the chosen language. */
export function usePolicyChoices() {
  const translate = useTranslate();
  return POLICIES.map((id) => ({ id, name: translate(`resources.assets.policies.${id}`) }));
}

/**
 * What is in the content: its category, energy level, speakers (the content settings) and language.
 * The edit form and the upload page's fields shared by a batch both take them.
 */
export const ContentSettingInputs = () => (
  <>
    <ReferenceInput source="category" reference="categories">
      <AutocompleteInput optionText="name" />
    </ReferenceInput>
    <ReferenceInput source="energy_level" reference="energy-level">
      <AutocompleteInput optionText="name" />
    </ReferenceInput>
    <ReferenceArrayInput source="speakers" reference="artists">
      <AutocompleteArrayInput optionText="name" />
    </ReferenceArrayInput>
    <LanguageInput />
  </>
);

/** The content's spoken language, picked by its name in the reader's language. */
function LanguageInput() {
  const [locale = 'en'] = useLocaleState();
  const current = useWatch({ name: 'language' }) as string | null | undefined;
  const choices = useMemo(() => languageChoices(locale, current), [locale, current]);
  return <AutocompleteInput source="language" choices={choices} />;
}

/**
 * An asset's metadata (its file is set on upload): what it is, who and what is in it, and how it is
 * claimed. Pickers read the content settings and the content owner's own agreements.
 */
export default function AssetInputs() {
  const record = useRecordContext<{ rights_holder: string; kind: string }>();
  const policies = usePolicyChoices();
  return (
    <>
      <FormSection title="app.form.details">
        <WideInput>
          <TextInput source="title" validate={[required(), maxLength(TITLE_MAX_LENGTH)]} />
        </WideInput>
        <WideInput>
          <TextInput
            source="description"
            multiline
            minRows={2}
            validate={maxLength(DESCRIPTION_MAX_LENGTH)}
          />
        </WideInput>
        <ContentSettingInputs />
        <WideInput>
          <TextArrayInput source="tags" />
        </WideInput>
      </FormSection>
      <FormSection title="app.form.terms">
        <ReferenceInput
          source="agreement"
          reference="contracts"
          filter={record ? { rights_holder: record.rights_holder } : {}}
        >
          <AutocompleteInput optionText="title" />
        </ReferenceInput>
        <TextInput source="territory" validate={[required(), maxLength(TERRITORY_MAX_LENGTH)]} />
        <SelectInput source="policy" choices={policies} validate={required()} />
        {/* Once approved, the item is listed in the Licensing Library for creators to ask for. */}
        <BooleanInput source="licensable" />
        {record?.kind === 'audio' ? (
          <TextInput source="isrc" validate={regex(ISRC, 'app.validation.isrc')} />
        ) : (
          <TextInput source="custom_id" validate={maxLength(100)} />
        )}
      </FormSection>
    </>
  );
}
