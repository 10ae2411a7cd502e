import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { ChannelInputs } from './ChannelInputs';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

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
