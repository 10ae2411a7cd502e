import { maxLength, required, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../shared/constants';
import { useLookup } from '../useLookup';
import { FormSection } from '../FormSection';

type Category = { id: string; name: string; parent: string | null };

/** A category's name and parent: any other active top category (two levels at most). */
export default function CategoryInputs() {
  const record = useRecordContext<Category>();
  const parents = useLookup<Category>('categories').filter(
    (category) => category.parent === null && category.id !== record?.id,
  );
  return (
    <FormSection>
      <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
      <SelectInput
        source="parent"
        choices={parents}
        emptyText="app.content_settings.top_category"
        parse={(v) => v || null}
      />
    </FormSection>
  );
}
