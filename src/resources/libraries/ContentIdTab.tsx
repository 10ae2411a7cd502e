import './pageTexts';
import Card from '@mui/material/Card';
import { canReadContentIds } from '../../../shared/contentIds';
import ContentIdPage from '../../features/contentIds/ContentIdPage';
import { AccessDenied } from '../../pages/AccessDenied';
import { useUserType } from '../useUserType';
import { LibraryTabs } from './LibraryList';

/** /libraries/tab/content-id: the items' YouTube Content ID mapping, under the library's tabs. */
export default function ContentIdTab() {
  const type = useUserType();
  if (type === undefined) return null;
  if (!canReadContentIds(type)) return <AccessDenied />;
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <LibraryTabs tab="content_id" />
      </Card>
      <ContentIdPage />
    </>
  );
}
