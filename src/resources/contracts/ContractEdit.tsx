import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { ContractInputs } from './ContractInputs';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

export default function ContractEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />}>
        <ContractInputs />
      </SimpleForm>
    </Edit>
  );
}
