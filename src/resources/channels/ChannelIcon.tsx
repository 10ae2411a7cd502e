import { useRecordContext } from 'react-admin';
import { isAllowedChannelIcon } from '../../../shared/channelIcons';

/** The channel's icon, drawn only from YouTube's image hosts: older rows may hold any address. */
export function ChannelIcon() {
  const url = useRecordContext<{ channel_icon_url?: string | null }>()?.channel_icon_url;
  if (!url || !isAllowedChannelIcon(url)) return null;
  return <img src={url} alt="" width={88} height={88} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}
