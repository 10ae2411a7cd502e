import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useStore, useTranslate } from 'react-admin';

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
          <Typography color="text.secondary">{translate('app.notifications.no_activity')}</Typography>
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
