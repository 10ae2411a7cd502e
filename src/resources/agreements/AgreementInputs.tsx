import {
  AutocompleteInput,
  DateInput,
  maxLength,
  NumberInput,
  ReferenceInput,
  required,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TERRITORY_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../shared/constants';
import { seesMoney } from '../../../shared/roles';
import { AccountInput } from '../AccountInput';
import { useUserType } from '../useUserType';
import { validateEndDate, validateRevenueShare } from './revenueShare';
import { FormSection, WideInput } from '../FormSection';

/** The creator's own channels, once a creator is chosen (an agreement may cover one channel). */
function ChannelInput() {
  const creator = useWatch({ name: 'creator' }) as string | undefined;
  return (
    <ReferenceInput source="channel" reference="channels" filter={creator ? { creator } : {}}>
      <AutocompleteInput optionText="channel_title" disabled={!creator} />
    </ReferenceInput>
  );
}

/**
 * The agreement form. The parties are set once, on create. The revenue share is asked only of those
 * who may read it (the server refuses it from the others; an earning admin sets it later). Its range is checked by the app's own
 * validator (the browser's step check would answer in its own words and language).
 */
export function AgreementInputs({ create = false }: { create?: boolean }) {
  const type = useUserType();
  return (
    <>
      <FormSection title="app.form.parties">
        <WideInput>
          <TextInput source="title" validate={[required(), maxLength(TITLE_MAX_LENGTH)]} />
        </WideInput>
        {create && <AccountInput source="rights_holder" type={4} />}
        {create && <AccountInput source="creator" type={3} />}
        <ChannelInput />
      </FormSection>
      <FormSection title="app.form.terms">
        <DateInput source="start_date" validate={required()} />
        <DateInput source="end_date" validate={validateEndDate} />
        <TextInput
          source="territory"
          defaultValue="Worldwide"
          validate={[required(), maxLength(TERRITORY_MAX_LENGTH)]}
        />
        {seesMoney(type) && (
          <NumberInput source="revenue_share" validate={[required(), validateRevenueShare]} />
        )}
      </FormSection>
    </>
  );
}

export default AgreementInputs;
