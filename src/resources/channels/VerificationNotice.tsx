import Alert from '@mui/material/Alert';
import { useRecordContext, useTranslate } from 'react-admin';
import { ChannelVerification } from '../../../shared/constants';

/**
 * How the channel was proved to be its creator's: only Google's sign-in proves it; the development
 * stand-in accepts any channel id and staff may register one by hand, so those say plainly that
 * nobody checked (issue 16, item 2).
 */
export function VerificationNotice() {
  const translate = useTranslate();
  const record = useRecordContext<{ verification?: string | null }>();
  if (!record) return null;
  if (record.verification === ChannelVerification.GOOGLE) {
    return (
      <Alert severity="success" variant="outlined" sx={{ py: 0 }}>
        {translate('resources.channels.verification.google')}
      </Alert>
    );
  }
  const reason = record.verification === ChannelVerification.STAND_IN ? 'stand_in' : 'none';
  return <Alert severity="warning">{translate(`resources.channels.verification.${reason}`)}</Alert>;
}
