import { Create, SimpleForm } from 'react-admin';
import { ContractInputs } from './ContractInputs';

// Pessimistic by nature: the server's field errors (terms that do not hold) come back into the form.
export default function ContractCreate() {
  return (
    <Create redirect="show">
      <SimpleForm>
        <ContractInputs create />
      </SimpleForm>
    </Create>
  );
}
