import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { HOME_PATH, STEP_3_PATH } from '../../pages/paths';
import { TitledMessage } from '../../layout/notifications/TitledMessage';

/**
 * After a channel is added (spec 000 §4): the 'Success' toast, then the dashboard when staff added it
 * for a creator, else step-3 once the user is refreshed (so the step-2 guard lets the creator in).
 */
export function useChannelAdded() {
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  return async (title: string, creatorId: string | undefined) => {
    notify(
      <TitledMessage
        title={translate('app.channel_connect.success_title')}
        text={translate('app.channel_connect.added', { title })}
        severity="success"
      />,
      { type: 'success', autoHideDuration: 8000 },
    );
    if (creatorId) return navigate(HOME_PATH, { replace: true });
    await dataProvider.refreshCurrentUser();
    navigate(STEP_3_PATH, { replace: true });
  };
}
