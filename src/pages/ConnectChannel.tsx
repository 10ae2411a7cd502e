import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConnectChannelCard } from '../features/channelConnection/ConnectChannelCard';

/**
 * Step 2: where a creator without a channel is held until one is connected (spec 000 §4), and where a
 * failed connection comes back to. Held from another page, it says why that page did not open.
 */
export default function ConnectChannel() {
  const translate = useTranslate();
  const heldFrom = (useLocation().state as { heldFrom?: string } | null)?.heldFrom;
  return (
    <>
      {heldFrom && (
        <Alert severity="info" sx={{ mt: 2, maxWidth: 640 }}>
          {translate('app.step2.held')}
        </Alert>
      )}
      <ConnectChannelCard title="app.step2.title" text="app.step2.text" />
    </>
  );
}
