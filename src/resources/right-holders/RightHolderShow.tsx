import { useParams } from 'react-router-dom';
import {
  DateField,
  DeleteButton,
  EditButton,
  EmailField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { AccountStatus } from '../../../shared/constants';
import { StatusButton } from '../StatusButton';
import { StatusField } from '../StatusField';

// The buttons hide themselves from users who may not write rights holders.
function ShowActions() {
  const record = useRecordContext<{ status: number }>();
  return (
    <TopToolbar>
      <EditButton />
      <StatusButton />
      {record?.status !== AccountStatus.DELETED && (
        <DeleteButton mutationMode="pessimistic" redirect="list" />
      )}
    </TopToolbar>
  );
}

/** The rights-holder view at /right-holders/view/{id}. */
export default function RightHolderShow() {
  const { id } = useParams<{ id: string }>();
  return (
    <Show resource="right-holders" id={id} actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="company" />
        <TextField source="label_id" emptyText="-" />
        <TextField source="labelName" emptyText="-" />
        <TextField source="phone" emptyText="-" />
        <TextField source="address" emptyText="-" />
        <NumberField source="contractCount" />
        <StatusField source="status" />
        <DateField source="created_at" showTime />
        <DateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
