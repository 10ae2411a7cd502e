import { Create, SimpleForm } from 'react-admin';
import { ChannelInputs } from './ChannelInputs';

export default function ChannelCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <ChannelInputs create />
      </SimpleForm>
    </Create>
  );
}
