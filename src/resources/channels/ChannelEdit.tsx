import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '../ResourceActions';
import { ChannelInputs } from './ChannelInputs';

// Pessimistic, so the server's field errors come back into the form.
export default function ChannelEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />}>
        <ChannelInputs />
      </SimpleForm>
    </Edit>
  );
}
