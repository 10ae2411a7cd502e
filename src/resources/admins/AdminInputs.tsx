import { email, maxLength, required, SelectInput, TextInput } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../shared/constants';
import { STAFF_ROLE_CHOICES } from '../RoleField';
import { FormSection } from '../FormSection';

/** A staff account: name, email, an optional company and the role. */
export function AdminInputs() {
  return (
    <FormSection title="app.form.account">
      <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
      <TextInput source="email" type="email" validate={[required(), email(), maxLength(320)]} />
      <TextInput source="company" validate={maxLength(200)} />
      <SelectInput source="type" choices={STAFF_ROLE_CHOICES} validate={required()} />
    </FormSection>
  );
}

export default AdminInputs;
