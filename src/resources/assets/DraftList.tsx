import './pageTexts';
import SendIcon from '@mui/icons-material/Send';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Button,
  DataTable,
  SearchInput,
  SelectInput,
  TopToolbar,
  ExportButton,
  useCanAccess,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useUserTitle } from '../../layout/useUserTitle';
import { BulkDeleteRecordsButton } from '../BulkDeleteRecordsButton';
import { ConfirmButton } from '../ConfirmButton';
import { useDataColumns } from '../columns';
import { ResourceList } from '../ResourceList';
import { ListEmpty } from '../ResourceActions';
import { showPath } from '../showPath';
import { ASSET_COLUMNS } from './AssetFields';

/** The stages the uploader's side works in. */
const OPEN_STAGES = ['draft', 'changes_requested'];

/**
 * Submits the selected drafts for review in one call, once confirmed; the dialog and the toast name
 * the item when there is one, else count them.
 */
export function SubmitSelectedButton() {
  const { selectedIds, data, onUnselectItems } = useListContext<{ id: string; title: string }>();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const only = selectedIds.length === 1 ? data?.find((record) => record.id === selectedIds[0]) : undefined;
  const values = { smart_count: selectedIds.length, name: only?.title ?? '' };
  return (
    <ConfirmButton
      label="resources.assets.action.submit"
      icon={<SendIcon />}
      title={only ? 'resources.assets.action.confirm_submit' : 'resources.assets.action.confirm_submit_many'}
      content="resources.assets.action.explain_submit"
      values={values}
      onConfirm={async () => {
        try {
          const { submitted } = await dataProvider.submitAssets(selectedIds as string[]);
          if (only && submitted === 1)
            notify('resources.assets.action.submitted_one', { type: 'success', messageArgs: values });
          else
            notify('resources.assets.action.submitted', {
              type: 'success',
              messageArgs: { smart_count: submitted },
            });
          onUnselectItems();
        } finally {
          refresh();
        }
      }}
    />
  );
}

function DraftActions() {
  const { canAccess } = useCanAccess({ resource: 'assets', action: 'create' });
  return (
    <TopToolbar>
      {canAccess && (
        <Button component={Link} to="/upload" label="resources.assets.action.upload">
          <UploadIcon />
        </Button>
      )}
      <ExportButton />
    </TopToolbar>
  );
}

/** Upload Drafts: what the uploader's side is still working on, and what came back for changes. */
export default function DraftList() {
  const userTitle = useUserTitle();
  const translate = useTranslate();
  const { canAccess: canWrite } = useCanAccess({ resource: 'assets', action: 'edit' });
  const stageChoices = OPEN_STAGES.map((id) => ({ id, name: translate(`resources.assets.stages.${id}`) }));
  return (
    <ResourceList
      resource="assets"
      columns={ASSET_COLUMNS}
      title={userTitle('Upload Drafts')}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="stage" source="stage" choices={stageChoices} alwaysOn emptyText={false as never} />,
      ]}
      filterDefaultValues={{ stage: 'draft' }}
      storeKey="assets.drafts"
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<DraftActions />}
      empty={<ListEmpty />}
    >
      <DataTable
        rowClick={(id) => showPath('assets', id)}
        bulkActionButtons={
          canWrite ? (
            <>
              <SubmitSelectedButton />
              <BulkDeleteRecordsButton />
            </>
          ) : (
            false
          )
        }
      >
        {useDataColumns(ASSET_COLUMNS)}
      </DataTable>
    </ResourceList>
  );
}
