import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { ChannelInputs } from './ChannelInputs';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

export default function ChannelEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={(_resource, id) => `channels/view/${id}`}>
      <SimpleForm toolbar={<EditToolbar />}>
        <ChannelInputs />
      </SimpleForm>
    </Edit>
  );
}
