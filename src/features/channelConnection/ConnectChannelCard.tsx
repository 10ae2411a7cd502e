import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { ConnectChannelForm } from './ConnectChannelForm';

/** A page that connects a channel: its title (also the page's), what to do, and the form. */
export function ConnectChannelCard({ title, text }: { title: string; text: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <Title title={translate(title)} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        <Typography gutterBottom>{translate(text)}</Typography>
        <ConnectChannelForm />
      </CardContent>
    </Card>
  );
}
