import { Create, SimpleForm } from 'react-admin';
import { TeamMemberInputs } from './TeamMemberInputs';

/** Invites someone to the owner's team; the server mails a new person their invitation. */
export default function TeamMemberCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TeamMemberInputs />
      </SimpleForm>
    </Create>
  );
}
