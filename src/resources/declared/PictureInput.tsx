import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/**
 * An image field on the edit page: the record's picture and a button that uploads one PNG, JPEG or
 * WebP at once, on the resource's own picture call. A new record has none until it is saved.
 */
export function PictureInput({ source, resource }: { source: string; resource: string }) {
  const record = useRecordContext<{ id: string; name: string } & Record<string, unknown>>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  if (!record) return null;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await dataProvider.uploadPicture(resource, record.id, file);
      notify('app.picture.saved', { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Avatar
        src={(record[source] as string | null) ?? undefined}
        alt={record.name}
        sx={{ width: 64, height: 64 }}
      />
      <Button label="app.picture.upload" onClick={() => input.current?.click()} />
      <input
        ref={input}
        hidden
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-label="picture"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </Stack>
  );
}
