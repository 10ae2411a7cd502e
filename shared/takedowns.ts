import { DELETED_STATUS } from './constants';

/** A copyright takedown's states; 3 is the deleted status every record shares. */
export const TakedownStatus = {
  DRAFT: 0,
  SUBMITTED: 1,
  SCHEDULED: 2,
  DELETED: DELETED_STATUS,
  REMOVED: 4,
  RETRACTED: 5,
  COUNTER_NOTIFIED: 6,
  RESTORED: 7,
} as const;
export type TakedownStatus = (typeof TakedownStatus)[keyof typeof TakedownStatus];

export const TAKEDOWN_STATUSES = Object.values(TakedownStatus) as readonly TakedownStatus[];

const { DRAFT, SUBMITTED, SCHEDULED, DELETED, REMOVED, RETRACTED, COUNTER_NOTIFIED, RESTORED } =
  TakedownStatus;

/**
 * The states each state may move to (YouTube's takedown path): a draft is submitted (at once or
 * scheduled 7 days ahead) or deleted; a notice is retracted or the video removed; a removal is met
 * by a counter-notification, after which the video is restored unless court action was recorded.
 * A finished notice (retracted, restored) may be deleted. Anything else is refused (409).
 */
export const TAKEDOWN_TRANSITIONS: Readonly<Record<TakedownStatus, readonly TakedownStatus[]>> = {
  [DRAFT]: [SUBMITTED, SCHEDULED, DELETED],
  [SUBMITTED]: [REMOVED, RETRACTED],
  [SCHEDULED]: [REMOVED, RETRACTED],
  [REMOVED]: [COUNTER_NOTIFIED, RETRACTED],
  [COUNTER_NOTIFIED]: [RESTORED, RETRACTED],
  [RETRACTED]: [DELETED],
  [RESTORED]: [DELETED],
  [DELETED]: [],
};

/** The moves a notice's filing side makes itself; the others are CRUD staff's decisions. */
export const FILER_MOVES: readonly TakedownStatus[] = [SUBMITTED, SCHEDULED, RETRACTED, DELETED];

/** Court action's record on a counter-notified notice, `{court_action_note}` (declared action 'courtAction'). */
export const TAKEDOWN_COURT_ACTION_CALL = 'PATCH /copyright/takedown/:id';

export const canMoveTakedown = (from: TakedownStatus, to: TakedownStatus) =>
  TAKEDOWN_TRANSITIONS[from].includes(to);

/** Which deadline a row waits for: the scheduled removal, or the restore after a counter-notice. */
export const TakedownDue = { REMOVAL: 'removal', RESTORE: 'restore' } as const;
export type TakedownDue = (typeof TakedownDue)[keyof typeof TakedownDue];

/** A YouTube video id: 11 characters of [A-Za-z0-9_-]. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a YouTube video address (watch?v=, youtu.be/, shorts/, embed/, live/), or
 * undefined: parsed only, never fetched.
 */
export function youtubeVideoIdOf(input: string): string | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com') {
    const [first, second] = url.pathname.split('/').slice(1);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first && ['shorts', 'embed', 'live', 'v'].includes(first)) id = second;
  }
  return id && VIDEO_ID.test(id) ? id : undefined;
}
