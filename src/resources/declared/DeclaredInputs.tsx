import {
  AutocompleteArrayInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import type { LanguagesField, ReferenceField, SimpleField } from '../../../shared/resources/simple';
import { FormSection, WideInput } from '../FormSection';
import { useLanguageChoices } from '../languageNames';
import { PictureInput } from './PictureInput';
import { useLookup } from '../useLookup';
import { useSimple } from './useSimple';

type TreeRecord = { id: string; name: string } & Record<string, unknown>;

const wholeNumber = (value: unknown) =>
  value === null || value === undefined || Number.isInteger(value)
    ? undefined
    : 'app.content_settings.whole_number';

/** A two-level reference's picker: any other active top record, or none (the record stays at the top). */
function TopInput({ source, resource, field }: { source: string; resource: string; field: ReferenceField }) {
  const record = useRecordContext<TreeRecord>();
  const tops = useLookup<TreeRecord>(resource).filter(
    (choice) => choice[source] === null && choice.id !== record?.id,
  );
  return <SelectInput source={source} choices={tops} emptyText={field.noneLabel} parse={(v) => v || null} />;
}

/** Languages picked by their names in the reader's language, no more than the field allows. */
function LanguagesInput({ source, field }: { source: string; field: LanguagesField }) {
  const languages = useLanguageChoices(field.codes);
  return (
    <AutocompleteArrayInput
      source={source}
      choices={languages}
      validate={(value: unknown[] | undefined) =>
        value && value.length > field.maxItems ? 'app.content_settings.too_many' : undefined
      }
    />
  );
}

/** The input of each kind, validated as the API validates it. */
function FieldInput({ source, field, resource }: { source: string; field: SimpleField; resource: string }) {
  switch (field.kind) {
    case 'text':
      return <TextInput source={source} validate={[required(), maxLength(field.length)]} />;
    case 'integer':
      return (
        <NumberInput
          source={source}
          step={1}
          validate={[required(), minValue(field.min), maxValue(field.max), wholeNumber]}
        />
      );
    case 'reference':
      return <TopInput source={source} resource={resource} field={field} />;
    case 'longText':
      return (
        <WideInput>
          <TextInput source={source} multiline minRows={3} validate={maxLength(field.length)} />
        </WideInput>
      );
    case 'languages':
      return <LanguagesInput source={source} field={field} />;
    case 'image':
      return (
        <WideInput>
          <PictureInput source={source} resource={resource} />
        </WideInput>
      );
  }
}

/** A simple resource's create and edit form: one input per declared field, in its order. */
export default function DeclaredInputs() {
  const { name, simple } = useSimple();
  return (
    <FormSection>
      {Object.entries(simple.fields as Record<string, SimpleField>).map(([source, field]) => (
        <FieldInput key={source} source={source} field={field} resource={name} />
      ))}
    </FormSection>
  );
}
