import { email, maxLength, required, TextInput } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../shared/constants';

/** An invitation: the person's name and email. */
export function TeamMemberInputs() {
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
      <TextInput source="email" type="email" validate={[required(), email(), maxLength(320)]} />
    </>
  );
}
