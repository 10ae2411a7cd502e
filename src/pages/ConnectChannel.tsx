import { ConnectChannelCard } from '../features/channelConnection/ConnectChannelCard';

/**
 * Step 2: where a creator without a channel is held until one is connected (spec 000 §4), and where a
 * failed connection comes back to.
 */
export default function ConnectChannel() {
  return <ConnectChannelCard title="app.step2.title" text="app.step2.text" />;
}
