import { ADMIN_CATEGORY, CRUD_ADMINS, RIGHT_HOLDER_SIDE, STAFF_AND_RIGHT_HOLDERS } from '../roles';
import { declareResource } from './types';

const FILERS = [...CRUD_ADMINS, ...RIGHT_HOLDER_SIDE] as const;

/**
 * Copyright takedowns (/assets/copyright-takedown, spec 001 §7): staff read every notice and a rights
 * holder's side its own (a team member its owner's); CRUD staff and a rights holder's side file
 * notices for the owner's assets, edit or delete their drafts, submit and retract them; only CRUD
 * staff decide the rest (removal, counter-notification, restore, court action).
 */
export const copyrightTakedowns = declareResource({
  name: 'assets/copyright-takedown',
  title: 'Copyright Takedown',
  route: STAFF_AND_RIGHT_HOLDERS,
  actions: {
    read: STAFF_AND_RIGHT_HOLDERS,
    create: FILERS,
    update: FILERS,
    delete: FILERS,
    /**
     * Moves a notice along its states: the filer's side submits its drafts and retracts its notices
     * (FILER_MOVES); what follows is decided by CRUD staff (`decide`).
     */
    status: FILERS,
    /** Removal, counter-notification and restore. */
    decide: CRUD_ADMINS,
    /** Records court action, which keeps a counter-notified video down. */
    courtAction: CRUD_ADMINS,
    count: STAFF_AND_RIGHT_HOLDERS,
    /** The "Due this week" view of deadlines. */
    dueWeek: ADMIN_CATEGORY,
    /** The takedowns against one monitored channel and its strikes (monitored channels are staff's). */
    channel: ADMIN_CATEGORY,
  },
  money: [],
  whitelist: {
    sortable: ['created_at', 'submitted_at', 'due_at', 'status'],
    filterable: ['ids', 'status', 'asset', 'rights_holder', 'monitored_channel', 'due_this_week'],
    searchable: ['asset_title', 'owner_name', 'video_ids'],
  },
  api: {
    list: 'POST /copyright/takedown',
    count: 'POST /copyright/takedown/count',
    getOne: 'PATCH /copyright/takedown/detail/:id',
    create: {
      route: 'POST /copyright/takedown/add',
      fields: [
        'video_urls',
        'asset',
        'monitored_channel',
        'owner_name',
        'owner_address',
        'owner_phone',
        'owner_email',
        'good_faith',
        'accuracy',
        'signature',
        'scheduled',
        'draft',
      ],
    },
    update: {
      route: 'PUT /copyright/takedown/:id',
      fields: [
        'video_urls',
        'asset',
        'owner_name',
        'owner_address',
        'owner_phone',
        'owner_email',
        'good_faith',
        'accuracy',
        'signature',
        'scheduled',
      ],
    },
    delete: { route: 'DELETE /copyright/takedown/:id' },
    changeStatus: 'PUT /copyright/takedown/change-status/:id',
  },
});
