import Avatar from '@mui/material/Avatar';
import { useRecordContext } from 'react-admin';
import { isAllowedChannelIcon } from '../../../shared/channelIcons';

const SIZE = 88;

/**
 * The channel's icon, drawn only from YouTube's image hosts (older rows may hold any address); without
 * one, a placeholder with the title's first letter, so the view never shows an empty slot.
 */
export function ChannelIcon(_props: { label?: string | false }) {
  const record = useRecordContext<{ channel_icon_url?: string | null; channel_title?: string }>();
  const url = record?.channel_icon_url;
  if (url && isAllowedChannelIcon(url)) {
    return (
      <img src={url} alt="" width={SIZE} height={SIZE} style={{ objectFit: 'cover', borderRadius: 4 }} />
    );
  }
  return (
    <Avatar variant="rounded" aria-hidden sx={{ width: SIZE, height: SIZE, fontSize: SIZE / 2.5 }}>
      {record?.channel_title?.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}
