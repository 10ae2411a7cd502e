import { Create, SimpleForm } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { CRUD_ADMINS } from '../../../shared/roles';
import { ADD_CHANNEL_PATH } from '../../pages/paths';
import { useUserType } from '../useUserType';
import { ChannelInputs } from './ChannelInputs';

/** Staff register a channel by hand for a creator; creators connect theirs through Google. */
export default function ChannelCreate() {
  const type = useUserType();
  if (type !== undefined && !CRUD_ADMINS.includes(type)) return <Navigate to={ADD_CHANNEL_PATH} replace />;
  return (
    <Create redirect="list">
      <SimpleForm>
        <ChannelInputs create />
      </SimpleForm>
    </Create>
  );
}
