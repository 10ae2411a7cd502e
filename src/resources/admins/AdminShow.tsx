import { useParams } from 'react-router-dom';
import { EmailField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../DateField';
import { ShowActions } from '../ResourceActions';
import { RoleField } from '../RoleField';
import { StatusField } from '../StatusField';

/** A staff account at /admins/view/{id}. */
export default function AdminShow() {
  const { id } = useParams<{ id: string }>();
  return (
    <Show resource="admins" id={id} actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="company" emptyText="-" />
        <RoleField source="type" />
        <StatusField source="status" />
        <DateField source="created_at" showTime />
        <DateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
