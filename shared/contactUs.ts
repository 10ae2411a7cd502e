/** A Contact Us thread's state: new until staff answer or open it (the menu badge counts these), then open, then closed. */
export const ContactUsStatus = { NEW: 0, OPEN: 1, CLOSED: 2 } as const;
export type ContactUsStatus = (typeof ContactUsStatus)[keyof typeof ContactUsStatus];
export const CONTACT_US_STATUSES: readonly ContactUsStatus[] = Object.values(ContactUsStatus);

/** The longest message or reply. */
export const CONTACT_US_TEXT_MAX_LENGTH = 5000;
/** The largest attachment: one small file (a screenshot or a PDF). */
export const CONTACT_US_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** How many attachments one person may send in a day. */
export const CONTACT_US_ATTACHMENTS_PER_DAY = 10;
/** What an attachment may be, told by its bytes. */
export const CONTACT_US_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
