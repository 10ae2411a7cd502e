import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link, useParams } from 'react-router-dom';
import {
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { seesMoney } from '../../../shared/roles';
import { dateFormat } from '../../i18n/dateFormat';
import { DateField } from '../DateField';
import { showPath } from '../showPath';
import { useUserType } from '../useUserType';
import { EarningsField } from './Earnings';

type Channel = { _id: string; channel_title: string; channel_id: string };
type Agreement = {
  _id: string;
  title: string;
  channel_title: string | null;
  start_date: string;
  end_date: string | null;
  territory: string;
};
type Detail = { channels: Channel[]; agreements: Agreement[] };

const TEXT = 'resources.sublicensee-creators';

/** The creator's channels, each opening its channel page (a rights holder sees its licensees'). */
function Channels() {
  const translate = useTranslate();
  const record = useRecordContext<Partial<Detail>>();
  // The list's row stands in until the detail arrives: it has no channels yet.
  if (!record?.channels) return null;
  if (record.channels.length === 0) return <span>{translate(`${TEXT}.none`)}</span>;
  return (
    <List dense disablePadding>
      {record.channels.map((channel) => (
        <ListItem key={channel._id} disablePadding>
          <ListItemButton component={Link} to={showPath('channels', channel._id)}>
            <ListItemText primary={channel.channel_title} secondary={channel.channel_id} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The creator's active agreements with this rights holder: title, channel, dates and territory. */
function Agreements() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<Partial<Detail>>();
  if (!record?.agreements) return null;
  const day = (date: string) => dateFormat(locale, { utc: true }).format(new Date(date));
  return (
    <List dense disablePadding>
      {record.agreements.map((agreement) => (
        <ListItem key={agreement._id} disableGutters>
          <ListItemText
            primary={agreement.title}
            secondary={[
              agreement.channel_title,
              `${day(agreement.start_date)} – ${
                agreement.end_date ? day(agreement.end_date) : translate(`${TEXT}.open_ended`)
              }`,
              agreement.territory,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** One sublicensee creator at /sublicensee-creators/view/{id}. */
export default function SublicenseeCreatorShow() {
  const { id } = useParams<{ id: string }>();
  const type = useUserType();
  return (
    <Show resource="sublicensee-creators" id={id} actions={false}>
      <SimpleShowLayout>
        <TextField source="creator_name" />
        <NumberField source="channel_count" />
        <NumberField source="agreement_count" />
        <DateField source="latest_start_date" />
        {seesMoney(type) && <EarningsField source="earnings" />}
        <Labeled source="channels">
          <Channels />
        </Labeled>
        <Labeled source="agreements">
          <Agreements />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
