import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '../ResourceActions';
import { RightHolderInputs } from './RightHolderInputs';

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
