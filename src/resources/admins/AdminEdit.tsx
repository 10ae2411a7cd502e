import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '../ResourceActions';
import { AdminInputs } from './AdminInputs';

export default function AdminEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />}>
        <AdminInputs />
      </SimpleForm>
    </Edit>
  );
}
