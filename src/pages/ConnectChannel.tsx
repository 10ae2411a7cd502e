import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { ConnectChannelForm } from './channelConnection/ConnectChannelForm';

/**
 * Step 2: where a creator without a channel is held until one is connected (spec 000 §4), and where a
 * failed connection comes back to.
 */
export default function ConnectChannel() {
  const translate = useTranslate();
  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <Title title={translate('app.step2.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.step2.title')}
        </Typography>
        <Typography gutterBottom>{translate('app.step2.text')}</Typography>
        <ConnectChannelForm />
      </CardContent>
    </Card>
  );
}
