import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { ConnectChannelForm } from '../../pages/channelConnection/ConnectChannelForm';

/** /channels/add-new: a channel added through its owner's Google sign-in (spec 000 §2). */
export default function ChannelAddNew() {
  const translate = useTranslate();
  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <Title title={translate('resources.channels.add_new.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('resources.channels.add_new.title')}
        </Typography>
        <Typography gutterBottom>{translate('resources.channels.add_new.text')}</Typography>
        <ConnectChannelForm />
      </CardContent>
    </Card>
  );
}
