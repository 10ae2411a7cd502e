import './pageTexts';
import Card from '@mui/material/Card';
import { useCan } from '../../authProvider/useCan';
import ContentIdPage from '../../features/contentIds/ContentIdPage';
import { AccessDenied } from '../../pages/AccessDenied';
import { LibraryTabs } from './LibraryList';

/** /libraries/tab/content-id: the items' YouTube Content ID mapping, under the library's tabs. */
export default function ContentIdTab() {
  const readable = useCan('libraries', 'contentIds');
  if (readable === undefined) return null;
  if (!readable) return <AccessDenied />;
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <LibraryTabs tab="content_id" />
      </Card>
      <ContentIdPage />
    </>
  );
}
