import { Create, SimpleForm } from 'react-admin';
import { ChannelInputs } from './ChannelInputs';

export default function ChannelCreate() {
  return (
    <Create redirect="show">
      <SimpleForm>
        <ChannelInputs create />
      </SimpleForm>
    </Create>
  );
}
