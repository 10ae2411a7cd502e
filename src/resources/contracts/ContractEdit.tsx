import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '../ResourceActions';
import { ContractInputs } from './ContractInputs';

export default function ContractEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />}>
        <ContractInputs />
      </SimpleForm>
    </Edit>
  );
}
