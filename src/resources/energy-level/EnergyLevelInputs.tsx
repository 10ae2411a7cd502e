import { maxLength, maxValue, minValue, NumberInput, required, TextInput } from 'react-admin';
import { ENERGY_ORDINAL_MAX, ENERGY_ORDINAL_MIN, NAME_MAX_LENGTH } from '../../../shared/constants';
import { FormSection } from '../FormSection';

const wholeNumber = (value: unknown) =>
  value === null || value === undefined || Number.isInteger(value)
    ? undefined
    : 'app.content_settings.whole_number';

export default function EnergyLevelInputs() {
  return (
    <FormSection>
      <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
      <NumberInput
        source="ordinal"
        step={1}
        validate={[required(), minValue(ENERGY_ORDINAL_MIN), maxValue(ENERGY_ORDINAL_MAX), wholeNumber]}
      />
    </FormSection>
  );
}
