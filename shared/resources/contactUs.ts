import { ADMIN_CATEGORY, CREATOR_SIDE, CRUD_ADMINS, UserType } from '../roles';
import { crud, declareResource } from './types';

/** Staff who answer: they reply, assign and change a thread's status; viewers (6, 7) only read. */
const ANSWERERS = CRUD_ADMINS;

/**
 * Contact Us (staff) and Messages (a creator's side), both at /contact-us (spec 000 §2, 001 §7):
 * threads a creator writes to the team, with the replies of both sides. Staff read every thread; a
 * creator and its team read and write the creator's own (the server's scope, server/entities/contactUs).
 */
export const contactUs = declareResource({
  name: 'contact-us',
  title: 'Contact Us',
  route: [...ADMIN_CATEGORY, UserType.CREATOR],
  actions: {
    // The kit's create, edit and status (one group of writers) fit no thread: a creator's side
    // writes, staff answer. They are the named actions below.
    ...crud([...ADMIN_CATEGORY, ...CREATOR_SIDE], []),
    /** Staff read everyone's messages (and their count). */
    readAll: ADMIN_CATEGORY,
    /** A creator's side writes to the team: a new thread, with an optional attachment. */
    messages: CREATOR_SIDE,
    /** The sidebar's Messages entry. */
    messagesEntry: [UserType.CREATOR],
    /** Replies in a thread: staff who answer, and the creator's side in its own threads. */
    reply: [...ANSWERERS, ...CREATOR_SIDE],
    /** Gives a thread to one of the staff who answer. */
    assign: ANSWERERS,
    /** Sets a thread new, open or closed. */
    changeStatus: ANSWERERS,
  },
  money: [],
  whitelist: {
    sortable: ['created_at', 'last_at', 'status'],
    filterable: ['status', 'assignee', 'ids'],
    searchable: ['subject', 'message'],
  },
  api: {
    list: 'POST /contact-us',
    getOne: 'PATCH /contact-us/detail/:id',
    create: { route: 'POST /contact-us/add', fields: ['subject', 'message'] },
    changeStatus: 'PUT /contact-us/change-status/:id',
  },
});
