import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, useGetList, useLocale, useTranslate } from 'react-admin';
import { canDo, RESOURCES, type ResourceName } from '../../shared/resources';
import { useUserTitle } from '../layout/useUserTitle';
import { useUserType } from '../resources/useUserType';

/** The analytics dashboard (issue 37): its code loads only for those who see it. */
const AnalyticsDashboard = lazy(() =>
  import('../features/dashboards/DashboardPages').then((pages) => ({ default: pages.AnalyticsDashboard })),
);

/** The records the dashboard counts, in this order, each for those who may read it. */
const COUNTED: readonly ResourceName[] = [
  'channels',
  'contracts',
  'creators',
  'right-holders',
  'team-members',
];

/** One resource's card: how many records the user can see, opening their list. */
function CountCard({ name }: { name: ResourceName }) {
  const userTitle = useUserTitle();
  const locale = useLocale();
  // One row is enough: the card shows the list's total.
  const { total, isPending, error } = useGetList(name, { pagination: { page: 1, perPage: 1 } });
  const title = userTitle(RESOURCES[name].title);
  return (
    <Card component="section" aria-label={title}>
      <CardActionArea component={Link} to={`/${name}`} sx={{ height: '100%' }}>
        <CardContent>
          <Typography color="text.secondary">{title}</Typography>
          <Typography variant="h3" component="p" sx={{ fontWeight: 600 }}>
            {isPending ? '…' : error ? '—' : new Intl.NumberFormat(locale).format(total ?? 0)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * The landing page: who is signed in, then the analytics dashboard for those its entry is for
 * (shared/resources/pages.ts), or how many of each kind of record the others can see.
 */
export default function Dashboard() {
  const translate = useTranslate();
  const userTitle = useUserTitle();
  const type = useUserType();
  const { identity } = useGetIdentity();
  const analytics = type !== undefined && canDo('dashboard', 'analytics', type);
  const counted = type === undefined || analytics ? [] : COUNTED.filter((name) => canDo(name, 'read', type));
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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {counted.map((name) => (
          <CountCard key={name} name={name} />
        ))}
      </Box>
      {analytics && (
        <Suspense>
          <AnalyticsDashboard />
        </Suspense>
      )}
    </>
  );
}
