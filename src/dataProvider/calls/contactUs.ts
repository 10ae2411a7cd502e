import { API_URL, apiDownload, apiRequest, apiUpload } from '../../api/httpClient';

/** A reply in a Contact Us thread, as the API answers it (server/entities/contactUs/schemas). */
export interface ContactUsReply {
  _id: string;
  author: string;
  author_name: string;
  from_team: boolean;
  body: string;
  created_at: string;
}

/** A staff member a thread may be given to. */
export interface ContactUsAssignee {
  _id: string;
  name: string;
  email: string;
}

const path = (call: string, id: string) => `/contact-us/${call}/${encodeURIComponent(id)}`;

/** Contact Us and Messages: replies, assignment and the one attachment of a thread (spec 001 §7). */
export const contactUsCalls = {
  replyContactUs: async (id: string, message: string) =>
    (await apiRequest(path('reply', id), { method: 'POST', body: { message } })).result,
  assignContactUs: async (id: string, assignee: string | null) =>
    (await apiRequest(path('assign', id), { method: 'PUT', body: { assignee } })).result,
  contactUsAssignees: async () =>
    (await apiRequest<ContactUsAssignee[]>('/contact-us/assignees', { method: 'GET' })).result,
  /** Sends the file itself as the body; the server tells its type from its bytes. */
  attachToContactUs: async (id: string, file: File) => (await apiUpload(path('attachment', id), file)).result,
  downloadContactUsAttachment: (id: string, fileName: string) =>
    apiDownload(`${API_URL}${path('attachment', id)}`, fileName),
};
