import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ADD_CHANNEL_PATH, HOME_PATH } from './paths';

/** Step 3: shown after a creator's first channel is added (spec 000 §2). */
export default function ChannelConnected() {
  const translate = useTranslate();
  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <Title title={translate('app.step3.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.step3.title')}
        </Typography>
        <Typography>{translate('app.step3.text')}</Typography>
      </CardContent>
      <CardActions>
        <Button variant="contained" component={Link} to={HOME_PATH}>
          {translate('app.step3.dashboard')}
        </Button>
        <Button component={Link} to={ADD_CHANNEL_PATH}>
          {translate('app.step3.another')}
        </Button>
      </CardActions>
    </Card>
  );
}
