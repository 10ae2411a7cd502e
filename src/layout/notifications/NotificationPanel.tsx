import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import './pageTexts';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useStore, useTranslate } from 'react-admin';
import type { RecentActivity } from '../../dataProvider/calls/account';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { dateFormat } from '../../i18n/dateFormat';

/** The Settings tab's switches (spec 001 §2.8), in order; all on until the user turns one off. */
const SWITCHES = [
  'notifications',
  'recent_activity',
  'product_update',
  'email_on_follow',
  'announcements',
  'date_and_time',
  'email_on_comments',
] as const;
type NotificationSwitch = (typeof SWITCHES)[number];

/** What happened to which record, in the chosen language. */
function useDescribe() {
  const translate = useTranslate();
  return (entry: RecentActivity) => {
    if (entry.stage) return translate(`app.recent.stage.${entry.stage}`, { name: entry.name ?? '' });
    const noun = translate(`resources.${entry.entity}.name`, {
      smart_count: 1,
      _: translate(`app.recent.entities.${entry.entity}`, { _: translate('app.recent.entities.other') }),
    });
    const action = ['create', 'update', 'status', 'delete', 'purge'].includes(entry.action)
      ? entry.action
      : 'update';
    return translate(`app.recent.${entry.name ? 'named' : 'unnamed'}.${action}`, { noun, name: entry.name });
  };
}

/**
 * The Activity tab: the person's latest actions from the activity log, and for staff everyone's
 * (issue 32), asked again each time the sidebar opens; hidden while "Show recent activity" is off.
 */
function RecentActivityList({ hidden }: { hidden: boolean }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const describe = useDescribe();
  const { data, isPending, isError } = useQuery({
    queryKey: ['recentActivity'],
    queryFn: () => dataProvider.recentActivity(),
    enabled: !hidden,
    refetchOnMount: 'always',
  });
  const say = (key: string) => <Typography color="text.secondary">{translate(key)}</Typography>;
  if (hidden) return say('app.recent.hidden');
  if (isPending) return <CircularProgress size={24} aria-label={translate('app.recent.title')} />;
  if (isError) return say('app.recent.failed');
  if (data.length === 0) return say('app.notifications.no_activity');
  const when = dateFormat(locale, { showTime: true });
  return (
    <List dense disablePadding aria-label={translate('app.recent.title')}>
      {data.map((entry) => (
        <ListItem key={entry._id} disableGutters>
          <ListItemText
            primary={describe(entry)}
            secondary={`${entry.own ? translate('app.recent.you') : (entry.actor_name ?? '')} · ${when.format(new Date(entry.created_at))}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The notification sidebar's panel (spec 001 §2.8): the Activity and Settings tabs. */
export default function NotificationPanel({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'activity' | 'settings'>('activity');
  const [off, setOff] = useStore<NotificationSwitch[]>('notifications.off', []);
  const title = translate('app.notifications.open');
  const toggle = (name: NotificationSwitch, on: boolean) =>
    setOff(on ? off.filter((other) => other !== name) : [...off, name]);

  return (
    <Box sx={{ width: 320 }} role="region" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: 1 }}>
        <Tabs value={tab} onChange={(_event, value) => setTab(value)} sx={{ flex: 1 }}>
          <Tab value="activity" label={translate('app.notifications.activity')} />
          <Tab value="settings" label={translate('app.notifications.settings')} />
        </Tabs>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2 }} role="tabpanel">
        {tab === 'activity' ? (
          <RecentActivityList hidden={off.includes('recent_activity')} />
        ) : (
          SWITCHES.map((name) => (
            <FormControlLabel
              key={name}
              sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
              labelPlacement="start"
              label={translate(`app.notifications.${name}`)}
              control={
                <Switch
                  checked={!off.includes(name)}
                  onChange={(event) => toggle(name, event.target.checked)}
                />
              }
            />
          ))
        )}
      </Box>
    </Box>
  );
}
