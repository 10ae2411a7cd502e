import { useParams } from 'react-router-dom';
import {
  BooleanField,
  DataTable,
  EmailField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { DateField } from '../DateField';
import { ShowActions } from '../ResourceActions';
import { showPath } from '../showPath';
import { StatusField } from '../StatusField';

/** A creator at /creators/view/{id}, with their channels, agreements and team. */
export default function CreatorShow() {
  const { id } = useParams<{ id: string }>();
  return (
    <Show resource="creators" id={id} actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="company" emptyText="-" />
        <StatusField source="status" />
        <BooleanField source="browse_hidden" />
        <ReferenceManyField reference="channels" target="creator" label="resources.creators.fields.channels">
          <DataTable rowClick={(channel) => showPath('channels', channel)} bulkActionButtons={false}>
            <DataTable.Col source="channel_title" />
            <DataTable.Col source="channel_id" />
            <DataTable.Col source="status" field={StatusField} />
          </DataTable>
        </ReferenceManyField>
        <ReferenceManyField
          reference="contracts"
          target="creator"
          label="resources.creators.fields.contracts"
        >
          <DataTable rowClick={(agreement) => showPath('contracts', agreement)} bulkActionButtons={false}>
            <DataTable.Col source="title" />
            <DataTable.Col source="rights_holder_name" disableSort />
            <DataTable.Col source="start_date" field={DateField} />
            <DataTable.Col source="status" field={StatusField} />
          </DataTable>
        </ReferenceManyField>
        <ReferenceManyField reference="team-members" target="owner" label="resources.creators.fields.team">
          <DataTable rowClick={(member) => showPath('team-members', member)} bulkActionButtons={false}>
            <DataTable.Col source="name" disableSort />
            <DataTable.Col source="email" disableSort />
            <DataTable.Col source="status" field={StatusField} />
          </DataTable>
        </ReferenceManyField>
        <DateField source="created_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
