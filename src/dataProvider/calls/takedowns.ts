import { TAKEDOWN_COURT_ACTION_CALL } from '../../../shared/takedowns';
import { apiRequest } from '../../api/httpClient';
import { splitRoute } from '../endpoints';

/** Copyright takedowns' calls beyond the CRUD ones and the status change. */
export const takedownCalls = {
  /** CRUD staff record the court action that keeps a counter-notified video down (its clock stops). */
  recordCourtAction: async (id: string, note: string) => {
    const { method, path } = splitRoute(TAKEDOWN_COURT_ACTION_CALL, id);
    return (await apiRequest(path, { method, body: { court_action_note: note } })).result;
  },
};
