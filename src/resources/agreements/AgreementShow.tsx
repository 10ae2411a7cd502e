import { useParams } from 'react-router-dom';
import { Labeled, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../DateField';
import { ShowActions } from '../ResourceActions';
import { StatusField } from '../StatusField';
import { seesMoney } from '../../../shared/roles';
import { useUserType } from '../useUserType';
import { AgreementDocument } from './AgreementDocument';

/** The agreement view at /contracts/view/{id}. */
export default function AgreementShow() {
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
          <AgreementDocument />
        </Labeled>
        <DateField source="created_at" showTime />
        <DateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
