import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, useGetList, usePermissions, useTranslate } from 'react-admin';
import type { UserType } from '../../shared/roles';
import { titleForUser } from '../../shared/titles';

export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions: type } = usePermissions<UserType | undefined>();
  const { total, isPending } = useGetList('channels', { pagination: { page: 1, perPage: 1 } });
  const channelsTitle = translate(`app.titles.${titleForUser('Channels', type)}`);
  return (
    <>
      <Title title={translate('app.titles.Dashboard')} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
        {type !== undefined && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            ({translate(`app.roles.${type}`)})
          </Typography>
        )}
      </Typography>
      <Card sx={{ maxWidth: 320 }}>
        <CardContent>
          <Typography color="text.secondary">{channelsTitle}</Typography>
          <Typography variant="h3" component="p" aria-label={translate('app.dashboard.channel_count')}>
            {isPending ? '…' : (total ?? 0)}
          </Typography>
        </CardContent>
        <CardActions>
          <Link to="/channels">{translate('app.dashboard.open_channels')}</Link>
        </CardActions>
      </Card>
    </>
  );
}
