import { email, maxLength, regex, required, TextInput } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../shared/constants';
import { FormSection, WideInput } from '../FormSection';

/** Phone numbers: digits with the usual separators, an optional leading +. */
const PHONE = /^\+?[0-9 ().-]{4,40}$/;
export const validatePhone = regex(PHONE, 'resources.right-holders.validation.phone');

/** The rights-holder form: name, email and company are required; the asset label may stay empty. */
export function RightsHolderInputs() {
  return (
    <>
      <FormSection title="app.form.account">
        <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
        <TextInput source="email" type="email" validate={[required(), email(), maxLength(320)]} />
        <TextInput source="company" validate={[required(), maxLength(200)]} />
        <TextInput source="phone" type="tel" validate={[maxLength(40), validatePhone]} />
        <WideInput>
          <TextInput source="address" multiline minRows={2} validate={maxLength(500)} />
        </WideInput>
      </FormSection>
      <FormSection title="app.form.asset_label">
        <TextInput source="label_id" validate={maxLength(100)} />
        <TextInput source="labelName" validate={maxLength(200)} />
      </FormSection>
    </>
  );
}

export default RightsHolderInputs;
