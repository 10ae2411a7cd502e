import { lazy } from 'react';
import GavelIcon from '@mui/icons-material/Gavel';
import { copyrightTakedowns } from '../../../shared/resources/takedowns';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

/** Copyright Takedown (/assets/copyright-takedown): notices, their states and legal clocks. */
const resource: ResourceDefinition = {
  ...copyrightTakedowns,
  list: lazy(() => import('./TakedownList')),
  // Edit: a draft's notice, for whoever may update (the server answers 409 once it is submitted).
  ...crudViews(() => import('./TakedownInputs')),
  icon: GavelIcon,
  recordRepresentation: 'asset_title',
};

export default resource;

/** Its English texts, `resources.assets/copyright-takedown.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Copyright takedown |||| Copyright takedowns',
  empty: 'No copyright takedowns here.',
  fields: {
    asset: 'Original work',
    asset_title: 'Original work',
    video_urls: 'Infringing video URLs (one a line)',
    video_ids: 'Videos',
    rights_holder_name: 'Content owner',
    monitored_channel_title: 'Monitored channel',
    owner_name: 'Copyright owner',
    owner_address: 'Address',
    owner_phone: 'Phone',
    owner_email: 'E-mail',
    good_faith:
      'I have a good faith belief that the use of the material in the manner complained of is not authorized by the copyright owner, its agent, or the law.',
    accuracy:
      'The information in this notice is accurate, and under penalty of perjury, I am the owner, or an agent authorized to act on behalf of the owner, of an exclusive right that is allegedly infringed.',
    signature: 'Signature (your full legal name)',
    scheduled: 'Scheduled takedown: give the uploader 7 days to remove the video first',
    draft: 'Save as a draft (not submitted yet)',
    status: 'State',
    due_at: 'Due',
    submitted_at: 'Submitted',
    created_at: 'Filed on',
    q: 'Search',
  },
  status: {
    0: 'Draft',
    1: 'Submitted',
    2: 'Scheduled',
    3: 'Deleted',
    4: 'Removed',
    5: 'Retracted',
    6: 'Counter-notified',
    7: 'Restored',
  },
  due: { removal: 'Removal in %{days} d', restore: 'Restore in %{days} d', overdue: 'Due now' },
  filter: { due_week: 'Due this week' },
  form: { notice: 'The notice', owner: 'Copyright owner', statements: 'Statements and signature' },
  action: {
    1: 'Submit',
    2: 'Schedule',
    3: 'Delete',
    4: 'Mark removed',
    5: 'Retract',
    6: 'Counter-notified',
    7: 'Restore',
  },
  confirm: {
    title: '%{action}: the takedown of “%{title}”?',
    text: 'The notice moves to the state “%{state}”; the change is logged.',
    done: 'The takedown is now “%{state}”.',
  },
  court: {
    action: 'Record court action',
    title: 'Record court action: the takedown of “%{title}”',
    text: 'Court action keeps the video down: it is not restored when the counter-notice period ends.',
    note: 'Court action (court, case number, what was filed)',
    done: 'Court action recorded: the video stays down.',
    recorded: 'Court action on %{date}',
  },
};
