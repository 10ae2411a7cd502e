import { apiRequest } from './httpClient';
import { session, type ContentOwner, type SessionUser } from './session';

/** Refreshes the stored user, and the owners a team member may switch to, from the API. */
export async function refreshCurrentUser(): Promise<void> {
  const answer = await apiRequest<SessionUser>('/user', { method: 'PATCH' });
  session.saveUser(answer.result);
  session.saveContentOwners((answer.content_owner_array ?? []) as ContentOwner[]);
  session.saveFaqUrl(answer.faq_url);
}

/**
 * Switch Account (spec 001 §4): acts for another owner from now on. The caller reloads the page
 * afterwards, so every view reads that owner's data.
 */
export async function switchContentOwner(owner: ContentOwner): Promise<void> {
  const user = session.user();
  if (!user) throw new Error('Not signed in');
  session.saveCompany(owner.company);
  const answer = await apiRequest<SessionUser>('/user/content/owner/switch', {
    method: 'POST',
    body: { user_id: user.login_id, content_owner_id: owner.content_owner_id },
  });
  // A type 8 answer with team_member_type 'creator' is read as type 9 (userTypeOf).
  session.saveUser({
    ...answer.result,
    type: answer.type as number,
    team_member_type: answer.team_member_type as string | null,
  });
  if (answer.content_owner_array) session.saveContentOwners(answer.content_owner_array as ContentOwner[]);
}
