import { useParams } from 'react-router-dom';
import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../DateField';
import { ShowActions } from '../ResourceActions';
import { ChannelIcon } from './ChannelIcon';
import { ClaimedVideosButton } from './ClaimedVideosButton';
import { ReconnectButton } from './ReconnectButton';
import { VerificationNotice } from './VerificationNotice';
import { RemovalRequest } from './RemovalRequest';
import { StatusField } from '../StatusField';
import { VideoSyncPanel } from '../videos/VideoSyncPanel';

/** The channel view at /channels/view/{id} (spec 000 §2). */
export default function ChannelShow() {
  const { id } = useParams<{ id: string }>();
  return (
    <Show
      resource="channels"
      id={id}
      actions={
        <ShowActions
          extra={
            <>
              <ClaimedVideosButton />
              <ReconnectButton from="view" />
            </>
          }
        />
      }
    >
      <SimpleShowLayout>
        <VerificationNotice />
        <RemovalRequest />
        <ChannelIcon label={false} />
        <TextField source="channel_title" />
        <TextField source="channel_id" />
        <TextField source="creator_name" />
        <TextField source="channel_description" />
        <DateField source="channel_start_date" />
        <StatusField source="status" />
        <DateField source="created_at" showTime />
        <DateField source="updated_at" showTime />
      </SimpleShowLayout>
      {/* Its videos' sync: state, Sync now with progress (DRM YouTube Videos). */}
      <VideoSyncPanel channel={id} />
    </Show>
  );
}
