import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { RightHolderInputs } from './RightHolderInputs';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

// Pessimistic, so the server's field errors (a taken email) come back into the form.
export default function RightHolderEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />}>
        <RightHolderInputs />
      </SimpleForm>
    </Edit>
  );
}
