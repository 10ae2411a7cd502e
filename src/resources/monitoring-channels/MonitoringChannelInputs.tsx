import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { MonitoredChannelType, TITLE_MAX_LENGTH, URL_MAX_LENGTH } from '../../../shared/constants';
import { FormSection } from '../FormSection';

export const TYPE_CHOICES = Object.values(MonitoredChannelType).map((type) => ({
  id: type,
  name: `resources.monitoring-channels.types.${type}`,
}));

/** Added by what a person copies from YouTube (address, @handle or id); only its title is edited. */
export default function MonitoringChannelInputs({ create = false }: { create?: boolean }) {
  return (
    <FormSection title="app.form.details">
      {create ? (
        <>
          <TextInput source="channel" validate={[required(), maxLength(URL_MAX_LENGTH)]} />
          <SelectInput source="type" choices={TYPE_CHOICES} defaultValue={MonitoredChannelType.MONITORED} />
        </>
      ) : (
        <TextInput source="title" validate={[required(), maxLength(TITLE_MAX_LENGTH)]} />
      )}
    </FormSection>
  );
}
