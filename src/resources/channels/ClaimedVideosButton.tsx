import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { Button, useRecordContext } from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { useUserTitle } from '../../layout/useUserTitle';

/** Claimed Videos narrowed to this channel: how a creator reaches the claims on its videos. */
export function ClaimedVideosButton() {
  const record = useRecordContext<{ channel_id: string }>();
  const userTitle = useUserTitle();
  const mayRead = useCan('assets/claim-video', 'read') === true;
  if (!record?.channel_id || !mayRead) return null;
  const filter = encodeURIComponent(JSON.stringify({ channel: record.channel_id }));
  return (
    <Button label={userTitle('Claimed Videos')} to={`/assets/claim-video?filter=${filter}`}>
      <VideoLibraryIcon />
    </Button>
  );
}
