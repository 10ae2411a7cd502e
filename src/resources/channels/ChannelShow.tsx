import { useParams } from 'react-router-dom';
import {
  DateField,
  DeleteButton,
  EditButton,
  ImageField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { ChannelStatus } from '../../../shared/constants';
import { StatusButton } from '../StatusButton';
import { StatusField } from '../StatusField';

// The buttons hide themselves from users who may not write channels.
function ShowActions() {
  const record = useRecordContext<{ status: number }>();
  return (
    <TopToolbar>
      <EditButton />
      <StatusButton />
      {record?.status !== ChannelStatus.DELETED && (
        <DeleteButton mutationMode="pessimistic" redirect="list" />
      )}
    </TopToolbar>
  );
}

/** The channel view at /channels/view/{id} (spec 000 §2). */
export default function ChannelShow() {
  const { id } = useParams<{ id: string }>();
  return (
    <Show resource="channels" id={id} actions={<ShowActions />}>
      <SimpleShowLayout>
        <ImageField source="channel_icon_url" sx={{ '& img': { maxWidth: 88, maxHeight: 88 } }} />
        <TextField source="channel_title" />
        <TextField source="channel_id" />
        <TextField source="creator_name" />
        <TextField source="channel_description" />
        <DateField source="channel_start_date" />
        <StatusField source="status" />
        <DateField source="created_at" showTime />
        <DateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
