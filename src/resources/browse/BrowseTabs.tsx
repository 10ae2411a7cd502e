import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useCan } from '../../authProvider/useCan';

const TABS = { all: '/browse', requests: '/browse/tab/requests' } as const;

/** The content, and for a creator's side its own requests and their state. */
export function BrowseTabs({ tab }: { tab: keyof typeof TABS }) {
  const translate = useTranslate();
  if (!useCan('browse', 'request')) return null;
  return (
    <Tabs value={tab} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }} variant="scrollable">
      {Object.entries(TABS).map(([key, path]) => (
        <Tab
          key={key}
          value={key}
          label={translate(`resources.browse.tabs.${key}`)}
          component={Link}
          to={path}
        />
      ))}
    </Tabs>
  );
}
