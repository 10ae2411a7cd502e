import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DOCUMENT_MAX_BYTES } from '../../../shared/constants';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

interface AgreementRecord {
  id: string;
  document_name: string | null;
}

/** An i18n key when the file may not be sent: only PDFs, up to the size the server takes. */
export function documentProblem(file: File): string | undefined {
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
    return 'resources.contracts.document.not_pdf';
  }
  if (file.size > DOCUMENT_MAX_BYTES) return 'resources.contracts.document.too_large';
  return undefined;
}

/** The signed agreement: download for whoever sees the agreement, upload for those who may edit it. */
export function AgreementDocument() {
  const record = useRecordContext<AgreementRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { canAccess: canUpload } = useCanAccess({ resource: 'contracts', action: 'edit', record });
  if (!record) return null;

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = documentProblem(file);
    if (problem) {
      notify(problem, { type: 'error', messageArgs: { megabytes: DOCUMENT_MAX_BYTES / 2 ** 20 } });
      return;
    }
    setBusy(true);
    try {
      await dataProvider.uploadAgreementDocument(record.id, file);
      notify('resources.contracts.document.uploaded');
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {record.document_name ? (
        <Button
          label={translate('resources.contracts.document.download', { name: record.document_name })}
          onClick={() =>
            dataProvider
              .downloadAgreementDocument(record.id, record.document_name!)
              .catch(() => notify('ra.notification.http_error', { type: 'error' }))
          }
        >
          <DownloadIcon />
        </Button>
      ) : (
        translate('resources.contracts.document.none')
      )}
      {canUpload && (
        <>
          <input
            ref={picker}
            type="file"
            accept="application/pdf"
            hidden
            onChange={send}
            aria-hidden="true"
          />
          <Button
            label="resources.contracts.document.upload"
            disabled={busy}
            onClick={() => picker.current?.click()}
          >
            {busy ? (
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
