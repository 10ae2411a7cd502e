import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import { EmailField, Labeled, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../DateField';
import { useCan } from '../../authProvider/useCan';
import { LazyPaymentsCard } from '../../features/payments/LazyPaymentsCard';
import { ShowActions } from '../ResourceActions';
import { StatusField } from '../StatusField';
import { RightsHolderDocuments } from './RightsHolderDocuments';

/** The rights-holder view at /right-holders/view/{id}, with their Payments card for those who may read it. */
export default function RightsHolderShow() {
  const { id } = useParams<{ id: string }>();
  const paymentsReader = useCan('payment-setting', 'read') === true;
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
            <RightsHolderDocuments rightsHolderId={id!} />
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
