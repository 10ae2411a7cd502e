import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import {
  DataTable,
  ListBase,
  Pagination,
  ResourceContextProvider,
  Title,
  useGetIdentity,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { DateField } from '../resources/DateField';
import { Link, useLocation } from 'react-router-dom';
import { allowsEntry, menuAccessOf } from '../../shared/menu';
import { isCreatorSide, ownsData } from '../../shared/roles';
import type { AppIdentity } from '../authProvider';
import { session } from '../api/session';
import { StatusField } from '../resources/StatusField';
import { RightsHolderDocuments } from '../resources/rightsHolders/RightsHolderDocuments';
import { StatusButton } from '../resources/StatusButton';
import { TextButton } from '../resources/TextButton';
import { AccessDenied } from './AccessDenied';
import { LazyPaymentsCard } from '../features/payments/LazyPaymentsCard';

const EMBEDDED_PAGE_SIZE = 5;

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** A table wider than a phone scrolls sideways in its own box; the card would cut it off. */
const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ overflowX: 'auto' }}>{children}</Box>;

/** A line of the owner's details, left out when empty. */
const Detail = ({ label, value }: { label: string; value?: string | number | null }) =>
  value === undefined || value === null || value === '' ? null : (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
        {label}:
      </Box>
      {value}
    </Typography>
  );

/** The owner's team, read from the server's own scoping; owners invite and change status here. */
function TeamSection() {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="team-members">
      <ListBase
        perPage={EMBEDDED_PAGE_SIZE}
        sort={{ field: 'created_at', order: 'DESC' }}
        disableSyncWithLocation
      >
        <Section
          title={translate('app.titles.Team Members')}
          // In the section's heading at every width: react-admin's CreateButton floats over the
          // page below 900 px, over the payment details and the table's last row.
          action={
            <TextButton
              component={Link}
              to="/team-members/create"
              label="ra.action.create"
              icon={<AddIcon />}
            />
          }
        >
          <Wide>
            <DataTable
              bulkActionButtons={false}
              empty={<Typography>{translate('resources.team-members.empty')}</Typography>}
            >
              <DataTable.Col source="name" disableSort />
              <DataTable.Col source="email" disableSort />
              <DataTable.Col source="status" field={StatusField} />
              <DataTable.Col source="created_at" field={DateField} />
              <DataTable.Col label={false}>
                <StatusButton />
              </DataTable.Col>
            </DataTable>
          </Wide>
          <Pagination rowsPerPageOptions={[EMBEDDED_PAGE_SIZE]} />
        </Section>
      </ListBase>
    </ResourceContextProvider>
  );
}

/** The creator's channels, as the server scopes them to the creator. */
function ChannelsSection() {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="channels">
      <ListBase
        perPage={EMBEDDED_PAGE_SIZE}
        sort={{ field: 'created_at', order: 'DESC' }}
        disableSyncWithLocation
      >
        <Section title={translate('app.titles.Channels')}>
          <Wide>
            <DataTable bulkActionButtons={false}>
              <DataTable.Col source="channel_title" />
              <DataTable.Col source="channel_id" />
              <DataTable.Col source="status" field={StatusField} />
            </DataTable>
          </Wide>
          <Pagination rowsPerPageOptions={[EMBEDDED_PAGE_SIZE]} />
        </Section>
      </ListBase>
    </ResourceContextProvider>
  );
}

/** The rights holder this account (of a rights holder's side) is or acts for: themself, or the team's active owner. */
function actingRightsHolderId(user: AppIdentity): string {
  if (ownsData(user.type)) return String(user.id);
  return session.contentOwners().find((owner) => owner.default_active)?.content_owner_id ?? '';
}

function RightsHolderDetails({ user }: { user: AppIdentity }) {
  const translate = useTranslate();
  const { data } = useGetOne('right-holders', { id: actingRightsHolderId(user) });
  const field = (name: string) => translate(`resources.right-holders.fields.${name}`);
  return (
    <>
      <Detail label={field('company')} value={data?.company ?? user.company} />
      <Detail label={field('labelName')} value={data?.labelName ?? user.assetLabelName} />
      <Detail label={field('label_id')} value={data?.label_id} />
      <Detail label={field('phone')} value={data?.phone} />
      <Detail label={field('address')} value={data?.address} />
      {data && (
        <Box sx={{ mt: 1 }}>
          <Typography color="text.secondary">{field('documents')}</Typography>
          <RightsHolderDocuments rightsHolderId={String(data.id)} />
        </Box>
      )}
    </>
  );
}

/**
 * /creators/profile and /right-holders/profile (spec 001 §2.6): who the owner is, their agreement
 * count, their channels (creators) and, for the owner themself, their team.
 */
export default function OwnerProfile() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { identity } = useGetIdentity();
  const user = identity as AppIdentity | undefined;
  if (!user) return null;
  const access = menuAccessOf(pathname);
  if (!access || !allowsEntry(access, user.type)) return <AccessDenied />;
  const creatorSide = isCreatorSide(user.type);
  const owner = ownsData(user.type);
  // A rights holder and their team see (the owner also changes) the owner's payment setting.
  const paymentsOf = creatorSide ? '' : actingRightsHolderId(user);
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Title title={translate('app.titles.Profile')} />
      <Section title={user.fullName ?? ''}>
        <Detail label={translate('app.auth.email')} value={user.email} />
        <Detail label={translate('app.profile.role')} value={translate(`app.roles.${user.type}`)} />
        {creatorSide ? (
          <Detail label={translate('resources.creators.fields.company')} value={user.company} />
        ) : (
          <RightsHolderDetails user={user} />
        )}
        <Detail label={translate('resources.creators.fields.contractCount')} value={user.contractCount} />
      </Section>
      {paymentsOf && <LazyPaymentsCard rightsHolderId={paymentsOf} />}
      {creatorSide && <ChannelsSection />}
      {owner && <TeamSection />}
    </Box>
  );
}
