import { ConnectChannelCard } from '../../features/channelConnection/ConnectChannelCard';

/** /channels/add-new: a channel added through its owner's Google sign-in (spec 000 §2). */
export default function ChannelAddNew() {
  return (
    <ConnectChannelCard title="resources.channels.add_new.title" text="resources.channels.add_new.text" />
  );
}
