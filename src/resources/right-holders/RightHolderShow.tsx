import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import { EmailField, Labeled, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../DateField';
import { PAYMENT_SETTING_READERS } from '../../../shared/paymentSettings';
import { LazyPaymentsCard } from '../../features/payments/LazyPaymentsCard';
import { ShowActions } from '../ResourceActions';
import { StatusField } from '../StatusField';
import { useUserType } from '../useUserType';
import { RightHolderDocuments } from './RightHolderDocuments';

/** The rights-holder view at /right-holders/view/{id}, with their Payments card for those who may read it. */
export default function RightHolderShow() {
  const { id } = useParams<{ id: string }>();
  const type = useUserType();
  const paymentsReader = type !== undefined && PAYMENT_SETTING_READERS.includes(type);
  return (
    <>
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
          <Labeled label="resources.right-holders.fields.documents">
            <RightHolderDocuments rightsHolderId={id!} />
          </Labeled>
          <DateField source="created_at" showTime />
          <DateField source="updated_at" showTime />
        </SimpleShowLayout>
      </Show>
      {paymentsReader && id && (
        <Box sx={{ mt: 2 }}>
          <LazyPaymentsCard rightsHolderId={id} />
        </Box>
      )}
    </>
  );
}
