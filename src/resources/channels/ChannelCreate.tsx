import { Create, SimpleForm } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useCan } from '../../authProvider/useCan';
import { ADD_CHANNEL_PATH } from '../../pages/paths';
import { ChannelInputs } from './ChannelInputs';

/** Staff register a channel by hand for a creator; creators connect theirs through Google. */
export default function ChannelCreate() {
  const staff = useCan('channels', 'createForCreator');
  if (staff === false) return <Navigate to={ADD_CHANNEL_PATH} replace />;
  return (
    <Create redirect="list">
      <SimpleForm>
        <ChannelInputs create />
      </SimpleForm>
    </Create>
  );
}
