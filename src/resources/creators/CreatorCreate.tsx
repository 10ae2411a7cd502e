import { Create, SimpleForm } from 'react-admin';
import { CreatorInputs } from './CreatorInputs';

export default function CreatorCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <CreatorInputs />
      </SimpleForm>
    </Create>
  );
}
