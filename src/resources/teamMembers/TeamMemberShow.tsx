import { useParams } from 'react-router-dom';
import { EmailField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateField } from '../DateField';
import { DeleteRecordButton } from '../DeleteRecordButton';
import { StatusButton } from '../StatusButton';
import { MembershipStatusField } from './MembershipStatusField';

// A membership has no edit form: it is activated, deactivated or removed.
const ShowActions = () => (
  <TopToolbar>
    <StatusButton />
    <DeleteRecordButton />
  </TopToolbar>
);

/** A team member at /team-members/view/{id}. */
export default function TeamMemberShow() {
  const { id } = useParams<{ id: string }>();
  return (
    <Show resource="team-members" id={id} actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="owner_name" />
        <MembershipStatusField source="status" />
        <DateField source="created_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
