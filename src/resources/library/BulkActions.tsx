import ArchiveIcon from '@mui/icons-material/Archive';
import DownloadIcon from '@mui/icons-material/Download';
import StarIcon from '@mui/icons-material/Star';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useListContext, useNotify, useTranslate, useUnselectAll } from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { TextButton } from '../TextButton';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { saveLink } from './Downloads';

/** Runs a bulk action on the selection, says how it went, and clears the selection. */
function useBulk() {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const unselect = useUnselectAll('libraries');
  return {
    ids: selectedIds.map(String),
    run: async (work: (ids: string[]) => Promise<unknown>, done: string) => {
      try {
        await work(selectedIds.map(String));
        notify(done, { type: 'success', messageArgs: { smart_count: selectedIds.length } });
        unselect();
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      }
    },
  };
}

function FavouriteSelected() {
  const dataProvider = useAppDataProvider();
  const { run } = useBulk();
  return (
    <TextButton
      label="resources.libraries.action.favourite"
      onClick={() =>
        void run(
          (ids) => Promise.all(ids.map((id) => dataProvider.favouriteItem(id, true))),
          'resources.libraries.action.favourited',
        )
      }
      icon={<StarIcon />}
    />
  );
}

function DownloadSelected() {
  const dataProvider = useAppDataProvider();
  const { run } = useBulk();
  return (
    <TextButton
      label="resources.libraries.downloads.bulk"
      onClick={() =>
        void run(async (ids) => {
          // One after the other: each may wait for its audio track to be made.
          for (const id of ids) saveLink(await dataProvider.downloadItem(id, 'audio'));
        }, 'resources.libraries.downloads.started')
      }
      icon={<DownloadIcon />}
    />
  );
}

/** Staff zip the selection into a package, built by a job; it shows in the top bar's packages. */
function BuildPackage() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { run } = useBulk();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  return (
    <>
      <TextButton
        label="resources.libraries.package.build"
        onClick={() => setOpen(true)}
        icon={<ArchiveIcon />}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="package-title">
        <DialogTitle id="package-title">{translate('resources.libraries.package.build')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('resources.libraries.package.title')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <TextButton label="ra.action.cancel" onClick={() => setOpen(false)} />
          <TextButton
            variant="contained"
            label="resources.libraries.package.build"
            disabled={!title.trim()}
            onClick={() => {
              setOpen(false);
              void run(
                (ids) => dataProvider.buildPackage(title.trim(), ids),
                'resources.libraries.package.started',
              );
              setTitle('');
            }}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}

/** What a selection of library items can be given: a star, a download, and for staff a package. */
export function LibraryBulkActions() {
  const packager = useCan('libraries', 'buildPackage');
  return (
    <>
      <FavouriteSelected />
      <DownloadSelected />
      {packager && <BuildPackage />}
    </>
  );
}
