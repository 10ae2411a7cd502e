import { email, maxLength, required, TextInput } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../shared/constants';
import { FormSection } from '../FormSection';

/** The server takes a name on one line only: it may go into a mail. */
const singleLine = (value: unknown) =>
  typeof value === 'string' && /[\p{Cc}\u2028\u2029]/u.test(value) ? 'app.validation.single_line' : undefined;

/** An invitation: the person's name and email. */
export function TeamMemberInputs() {
  return (
    <FormSection>
      <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH), singleLine]} />
      <TextInput source="email" type="email" validate={[required(), email(), maxLength(320)]} />
    </FormSection>
  );
}

export default TeamMemberInputs;
