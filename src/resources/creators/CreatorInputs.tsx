import { BooleanInput, email, maxLength, required, TextInput } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../shared/constants';
import { FormSection } from '../FormSection';

/** A creator account: name, email and an optional company, whether the Licensing Library is closed to it; channels are connected by the creator. */
export function CreatorInputs() {
  return (
    <FormSection title="app.form.account">
      <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
      <TextInput source="email" type="email" validate={[required(), email(), maxLength(320)]} />
      <TextInput source="company" validate={maxLength(200)} />
      {/* Staff close the Licensing Library to one account (spec 001 §6: a setting, not an id). */}
      <BooleanInput source="browse_hidden" />
    </FormSection>
  );
}

export default CreatorInputs;
