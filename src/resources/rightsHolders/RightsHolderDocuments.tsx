import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { DOCUMENT_MAX_BYTES } from '../../../shared/constants';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/** A rights holder's documents: listed and downloaded by readers; uploaded and deleted by writers. */
export function RightsHolderDocuments({ rightsHolderId }: { rightsHolderId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string>();
  const { canAccess: canChange } = useCanAccess({ resource: 'right-holders', action: 'edit' });
  const queryKey = ['right-holder-documents', rightsHolderId];
  const { data, isPending } = useQuery({
    queryKey,
    queryFn: () => dataProvider.rightsHolderDocuments(rightsHolderId),
  });

  const act = async (marker: string, action: () => Promise<unknown>, done: string) => {
    setBusy(marker);
    try {
      await action();
      notify(done);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };
  const send = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!DOCUMENT_TYPES.includes(file.type))
      return notify('resources.right-holders.documents.wrong_type', { type: 'error' });
    if (file.size > DOCUMENT_MAX_BYTES) {
      return notify('resources.right-holders.documents.too_large', {
        type: 'error',
        messageArgs: { megabytes: DOCUMENT_MAX_BYTES / 2 ** 20 },
      });
    }
    void act(
      'upload',
      () => dataProvider.uploadRightsHolderDocument(rightsHolderId, file),
      'resources.right-holders.documents.uploaded',
    );
  };

  return (
    <Box>
      {isPending && <CircularProgress size={20} aria-label={translate('ra.page.loading')} />}
      {data?.length === 0 && (
        <Typography color="text.secondary">{translate('resources.right-holders.documents.none')}</Typography>
      )}
      <List dense disablePadding>
        {data?.map((entry) => (
          <ListItem
            key={entry.file}
            disableGutters
            secondaryAction={
              <>
                <IconButton
                  aria-label={translate('resources.right-holders.documents.download', { name: entry.name })}
                  onClick={() =>
                    dataProvider
                      .downloadRightsHolderDocument(entry)
                      .catch(() => notify('ra.notification.http_error', { type: 'error' }))
                  }
                >
                  <DownloadIcon />
                </IconButton>
                {canChange && (
                  <IconButton
                    aria-label={translate('resources.right-holders.documents.delete', { name: entry.name })}
                    disabled={busy !== undefined}
                    onClick={() =>
                      act(
                        entry.file,
                        () => dataProvider.deleteRightsHolderDocument(entry.file),
                        'resources.right-holders.documents.deleted',
                      )
                    }
                  >
                    {busy === entry.file ? (
                      <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
                    ) : (
                      <DeleteIcon />
                    )}
                  </IconButton>
                )}
              </>
            }
          >
            <ListItemText primary={entry.name} secondary={`${Math.ceil(entry.size / 1024)} KB`} />
          </ListItem>
        ))}
      </List>
      {canChange && (
        <>
          <input
            ref={picker}
            type="file"
            accept={DOCUMENT_TYPES.join(',')}
            hidden
            aria-hidden="true"
            onChange={send}
          />
          <Button
            label="resources.right-holders.documents.upload"
            disabled={busy !== undefined}
            onClick={() => picker.current?.click()}
          >
            {busy === 'upload' ? (
              <CircularProgress size={16} aria-label={translate('ra.page.loading')} />
            ) : (
              <UploadFileIcon />
            )}
          </Button>
        </>
      )}
    </Box>
  );
}
