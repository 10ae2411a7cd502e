import RadarIcon from '@mui/icons-material/Radar';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import {
  Button,
  DataTable,
  EditButton,
  SearchInput,
  SelectInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { MonitoredChannelType } from '../../../shared/constants';
import { useCan } from '../../authProvider/useCan';
import type { AppDataProvider } from '../../dataProvider';
import { useDataColumns, type ListColumn } from '../columns';
import { DeleteRecordButton } from '../DeleteRecordButton';
import { ListActions, ListEmpty } from '../ResourceActions';
import { ResourceList } from '../ResourceList';
import { HashtagsPanel } from './HashtagsPanel';
import { TYPE_CHOICES } from './MonitoringChannelInputs';

const typeText = (type: unknown) => `resources.monitoring-channels.types.${String(type)}`;

/** The type, changed in place by those who may. */
function TypeField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ id: string; type: MonitoredChannelType; title: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canChange = useCan('monitoring-channels', 'changeType') === true;
  if (!record) return null;
  if (!canChange) return <>{translate(typeText(record.type))}</>;
  return (
    <Select
      size="small"
      variant="standard"
      value={record.type}
      inputProps={{
        'aria-label': `${translate('resources.monitoring-channels.fields.type')}: ${record.title}`,
      }}
      onClick={(event) => event.stopPropagation()}
      onChange={async (event) => {
        try {
          await dataProvider.changeMonitoredType(
            String(record.id),
            event.target.value as MonitoredChannelType,
          );
          notify('resources.monitoring-channels.type_changed');
          refresh();
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        }
      }}
    >
      {TYPE_CHOICES.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name)}
        </MenuItem>
      ))}
    </Select>
  );
}

function ScanNowButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  if (useCan('monitoring-channels', 'scan') !== true) return null;
  return (
    <Button
      label="resources.monitoring-channels.scan.now"
      onClick={async () => {
        try {
          await dataProvider.scanNow();
          notify('resources.monitoring-channels.scan.queued');
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        }
      }}
    >
      <RadarIcon />
    </Button>
  );
}

const columns: ListColumn[] = [
  { source: 'title' },
  { source: 'handle', hideBelow: 'md' },
  { source: 'channel_id', hideBelow: 'lg' },
  {
    source: 'type',
    field: TypeField,
    csv: (record, { translate }) => translate(typeText(record.type)),
  },
  { source: 'status', kind: 'status', hideBelow: 'md' },
  { source: 'last_scanned_at', kind: 'date', hideBelow: 'md' },
  { source: 'created_at', kind: 'date', hideBelow: 'lg' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={TYPE_CHOICES} />,
];

export default function MonitoringChannelList() {
  const dataColumns = useDataColumns(columns);
  return (
    <>
      <HashtagsPanel />
      <ResourceList
        columns={columns}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        actions={
          <ListActions>
            <ScanNowButton />
          </ListActions>
        }
        empty={<ListEmpty />}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          {dataColumns}
          <DataTable.Col label={false}>
            <EditButton />
            <DeleteRecordButton redirect={false} />
          </DataTable.Col>
        </DataTable>
      </ResourceList>
    </>
  );
}
