import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';

/**
 * Step 2: where a creator without a channel is held until one is connected (spec 000 §4). The
 * Google connection flow is not built yet, and the page says so rather than offer a dead button.
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
        <Typography color="text.secondary">{translate('app.step2.not_available')}</Typography>
      </CardContent>
    </Card>
  );
}
