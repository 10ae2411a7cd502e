import { email, maxLength, required, TextInput } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../shared/constants';
import { FormSection } from '../FormSection';

/** A creator account: name, email and an optional company; channels are connected by the creator. */
export function CreatorInputs() {
  return (
    <FormSection title="app.form.account">
      <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
      <TextInput source="email" type="email" validate={[required(), email(), maxLength(320)]} />
      <TextInput source="company" validate={maxLength(200)} />
    </FormSection>
  );
}

export default CreatorInputs;
