import { Create, SimpleForm } from 'react-admin';
import { RightHolderInputs } from './RightHolderInputs';

export default function RightHolderCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <RightHolderInputs />
      </SimpleForm>
    </Create>
  );
}
