import Card from '@mui/material/Card';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { useUserTitle } from '../layout/useUserTitle';
import { useUserType } from '../resources/useUserType';

/** The landing page: who is signed in, and how many channels they can see. */
export default function Dashboard() {
  const translate = useTranslate();
  const userTitle = useUserTitle();
  const type = useUserType();
  const { identity } = useGetIdentity();
  // One row is enough: the card shows the list's total.
  const { total, isPending, error } = useGetList('channels', { pagination: { page: 1, perPage: 1 } });
  const channelsTitle = userTitle('Channels');
  return (
    <>
      <Title title={userTitle('Dashboard')} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
        {type !== undefined && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            ({translate(`app.roles.${type}`)})
          </Typography>
        )}
      </Typography>
      <Card sx={{ maxWidth: 320 }} component="section" aria-label={channelsTitle}>
        <CardContent>
          <Typography color="text.secondary">{translate('app.dashboard.channel_count')}</Typography>
          <Typography variant="h3" component="p">
            {isPending ? '…' : error ? '—' : (total ?? 0)}
          </Typography>
        </CardContent>
        <CardActions>
          <Button component={Link} to="/channels" size="small">
            {translate('app.dashboard.open_channels', { title: channelsTitle })}
          </Button>
        </CardActions>
      </Card>
    </>
  );
}
