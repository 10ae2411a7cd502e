import { useParams } from 'react-router-dom';
import {
  DateField,
  DeleteButton,
  EditButton,
  Labeled,
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
import { useUserType } from '../useUserType';
import { ContractDocument } from './ContractDocument';
import { seesMoney } from './revenueShare';

// The buttons hide themselves from users who may not write agreements.
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

/** The agreement view at /contracts/view/{id}. */
export default function ContractShow() {
  const { id } = useParams<{ id: string }>();
  const type = useUserType();
  return (
    <Show resource="contracts" id={id} actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="rights_holder_name" />
        <TextField source="creator_name" />
        <TextField source="channel_title" emptyText="-" />
        <DateField source="start_date" />
        <DateField source="end_date" emptyText="-" />
        <TextField source="territory" />
        {seesMoney(type) && <NumberField source="revenue_share" />}
        <StatusField source="status" />
        <Labeled label="resources.contracts.fields.document_name">
          <ContractDocument />
        </Labeled>
        <DateField source="created_at" showTime />
        <DateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
