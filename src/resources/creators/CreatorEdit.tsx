import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '../ResourceActions';
import { CreatorInputs } from './CreatorInputs';

export default function CreatorEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />}>
        <CreatorInputs />
      </SimpleForm>
    </Edit>
  );
}
