/** Numbers from the spec and the issues, named once for both sides. */

/** Layout (spec 000 §9, 001 §9). */
export const LAYOUT_BREAKPOINT_PX = 1200;
export const RESIZE_DEBOUNCE_MS = 500;
/** Scroll thresholds (spec 001 §9): the scroll-to-top button appears past this. */
export const SCROLL_TO_TOP_AFTER_PX = 400;
export const NAVBAR_SCROLLED_AFTER_PX = 60;
export const PAGE_SCROLLED_AFTER_PX = 20;
/** react-admin's dense app bar above 600 px. */
export const DESKTOP_APP_BAR_HEIGHT_PX = 48;
/** How often the menu asks its badge counts again (spec 001 §7, Counts). */
export const MENU_BADGE_REFRESH_MS = 60_000;
/** The downloaded-packages list scrolls past this height (spec 001 §9). */
export const PACKAGE_LIST_MAX_HEIGHT_PX = 450;
/** The product's short name in the footer's copyright line. */
export const PRODUCT_SHORT_NAME = 'DRM';
/** Sidebar widths of the customizer's small, medium and large, and of the compact (icons) sidebar. */
export const SIDEBAR_WIDTHS_PX = { 'sidebar-sm': 200, 'sidebar-md': 240, 'sidebar-lg': 280 } as const;
export const COMPACT_SIDEBAR_WIDTH_PX = 56;
/** The top bar's menu search shows at most this many results (spec 001 §9). */
export const SEARCH_RESULTS_CAP = 10;

/** Status values (spec 000 §9): 3 means deleted, channel status 1 means active. */
export const ChannelStatus = { INACTIVE: 0, ACTIVE: 1, DELETED: 3 } as const;
export type ChannelStatus = (typeof ChannelStatus)[keyof typeof ChannelStatus];
export const CHANNEL_STATUSES: readonly ChannelStatus[] = Object.values(ChannelStatus);
export const DELETED_STATUS = 3;
export const CHANNEL_ICON_TYPE = '1';
/**
 * How a channel was shown to be its creator's: a Google sign-in, or the development stand-in (which
 * proves nothing). A channel staff registered by hand has none.
 */
export const ChannelVerification = { GOOGLE: 'google', STAND_IN: 'stand_in' } as const;
export type ChannelVerification = (typeof ChannelVerification)[keyof typeof ChannelVerification];

/** A creator's channel_status: '0' until a first channel is connected, then '1'. */
export const CreatorChannelStatus = { NONE: '0', CONNECTED: '1' } as const;

/** Account status. */
export const AccountStatus = { INACTIVE: 0, ACTIVE: 1, DELETED: 3 } as const;

export const DEFAULT_THEME = 'dark';
/** The sign-in pages' style, which logging out returns to (spec 001 §4). */
export const AUTH_PAGE_THEME = 'dark';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Sessions: 30 minutes idle, 12 hours at most. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** Password links: a reset link lasts an hour, an invitation a week; at most 5 resets an hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESETS_PER_HOUR = 5;
/** The browser pages of password links; mails link to the second. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';
/** An email change takes effect once the link mailed to the new address is opened, within a day. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const CONFIRM_EMAIL_PATH = '/confirm-email';
/** Team invitations: the page of the mailed link, and how many one owner may send a day. */
export const ACCEPT_INVITATION_PATH = '/accept-invitation';
export const TEAM_INVITATIONS_PER_DAY = 20;
/** Wrong current passwords given with an email change, before further tries wait. */
export const EMAIL_CHANGE_PASSWORD_TRIES = 5;

/**
 * Sign-in throttling, per account and per address. Each attempt is counted before its password is
 * checked; past the free attempts of a window each one waits, from the base delay doubling up to the
 * longest, so an attacker is slowed to a crawl and the owner is slowed, never locked out.
 */
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_ACCOUNT = 8;
export const LOGIN_FAILURES_PER_ADDRESS = 100;
export const LOGIN_DELAY_BASE_MS = 1000;
export const LOGIN_DELAY_MAX_MS = 60_000;
/** The longest bot-check token the providers issue (Turnstile's documented maximum). */
export const BOT_CHECK_TOKEN_MAX_LENGTH = 2048;

/** JSON bodies: no call takes more nesting than this (deeper bodies are refused, not walked). */
export const JSON_MAX_DEPTH = 32;

/** Lists. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** A list's `after` cursor: the sort field, order, the last row's sort value (up to a title) and id. */
export const LIST_CURSOR_MAX_LENGTH = 1024;

/** Text limits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 200;
export const TITLE_MAX_LENGTH = 300;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const URL_MAX_LENGTH = 2048;
export const SEARCH_MAX_LENGTH = 200;
/** YouTube channel ids: 'UC' and 22 characters of base64url. */
export const YOUTUBE_CHANNEL_ID_PATTERN = '^UC[A-Za-z0-9_-]{22}$';
/**
 * YouTube Content ID (issue 21): an asset id is 'A' and at least 12 letters or digits (at most 50 in
 * all, the column's length); a reference id is one token of YouTube's id characters.
 */
export const CONTENT_ID_ASSET_ID_PATTERN = '^A[A-Za-z0-9]{12,49}$';
export const CONTENT_ID_REFERENCE_ID_PATTERN = '^[A-Za-z0-9_-]{1,50}$';
/** The Content ID import: its largest file and most rows, all written in one transaction. */
export const CONTENT_ID_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_ID_IMPORT_MAX_ROWS = 10_000;

/** Agreements: revenue share in percent with two decimals; a document's (signed agreement, rights-holder paper) largest size. */
export const REVENUE_SHARE_MIN = 0;
export const REVENUE_SHARE_MAX = 100;
export const REVENUE_SHARE_DECIMALS = 2;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const TERRITORY_MAX_LENGTH = 200;

/**
 * Media uploads (spec 001 §1: audio, footage, clips): the largest file by default (UPLOAD_MAX_BYTES
 * sets it), the size of each resumable chunk the browser sends, and how long an unfinished or
 * unclaimed upload is kept.
 */
export const UPLOAD_MAX_BYTES_DEFAULT = 5 * 1024 ** 3;
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
export const UPLOAD_KEEP_HOURS = 48;
/** How often the uploads past UPLOAD_KEEP_HOURS are looked for and removed: hourly. */
export const UPLOAD_SWEEP_EVERY_SECONDS = 60 * 60;
/**
 * What one person may hold in uploads no asset has claimed yet (unfinished, or finished and not yet
 * saved as content), so one account cannot fill the disk: this many (an album's tracks twice over,
 * more than one batch of the upload page holds in practice), declaring at most this many bytes in
 * all (four files of the largest default size; a larger UPLOAD_MAX_BYTES still lets one such file
 * in). Saving, removing, or the sweep after UPLOAD_KEEP_HOURS frees them.
 */
export const UPLOAD_PENDING_MAX = 50;
export const UPLOAD_PENDING_BYTES_MAX = 4 * UPLOAD_MAX_BYTES_DEFAULT;
/**
 * How much of an upload's start its type is checked on while it arrives, so junk is refused and
 * removed before the rest is sent: a MiB holds every accepted format's header (an ID3 tag running
 * past it leaves the decision to the finish).
 */
export const UPLOAD_HEAD_CHECK_BYTES = 1024 * 1024;
/**
 * The largest ID3v2 tag (or tags) an MP3, AAC or FLAC upload may start with: the type is decided by
 * what follows the tag, so the detector reads this far at most. Real tags hold text and cover art,
 * seldom over a few MiB; 64 MiB leaves room for a print-size picture (the format allows 256 MiB).
 */
export const ID3_TAG_MAX_BYTES = 64 * 1024 * 1024;
/** Tags one after another at a file's start: one, two after a re-tagging; more is no tagger's work. */
export const ID3_TAGS_MAX = 4;

/**
 * The content library's downloads (spec 001 §7): a clip is cut between two times at most this far
 * apart; while a job makes a download's file, the browser asks how it is coming along this often.
 */
export const CLIP_MAX_SECONDS = 10 * 60;
export const DOWNLOAD_POLL_MS = 2000;
/**
 * Download packages (spec 001 §2.8): at most this many items in one zip, kept this long once built
 * (PACKAGE_KEEP_HOURS sets it), expired ones removed hourly; the top bar's list looks again this
 * often while one is being built.
 */
export const PACKAGE_MAX_ITEMS = 50;
export const PACKAGE_KEEP_HOURS = 72;
export const PACKAGE_EXPIRE_EVERY_SECONDS = 60 * 60;
export const PACKAGE_POLL_MS = 3000;

/**
 * Transcription through Rev AI (spec 001 §7, issue 21). Calls other than the media upload get a
 * short limit; the upload streams the whole file, so it gets a long one. A finished transcript is
 * looked for after the first delay, then after twice as long each time, at most the longest.
 */
export const REVAI_DEFAULT_BASE_URL = 'https://api.rev.ai/speechtotext/v1';
export const REVAI_TIMEOUT_MS = 15_000;
export const REVAI_UPLOAD_TIMEOUT_MS = 30 * 60 * 1000;
export const TRANSCRIPTION_POLL_FIRST_SECONDS = 15;
export const TRANSCRIPTION_POLL_MAX_SECONDS = 10 * 60;
/** How long to wait after Rev AI's 429 when it does not say (no Retry-After). */
export const REVAI_RETRY_AFTER_DEFAULT_SECONDS = 60;
/** Rev AI's longest `metadata` option. */
export const REVAI_METADATA_MAX_LENGTH = 512;
/**
 * Files from this size go to Rev AI as a link it fetches (`source_config`) when the app has a public
 * address, rather than through this server; the link works this long, as Rev AI may start later.
 */
export const REVAI_LINK_FROM_BYTES = 100 * 1024 * 1024;
export const REVAI_MEDIA_LINK_SECONDS = 24 * 60 * 60;
/** How often the recovery clock looks for transcriptions whose polling stopped (a crash, an outage). */
export const TRANSCRIPTION_RESUME_EVERY_SECONDS = 10 * 60;
/** How often the transcript panel asks again while Rev AI works. */
export const TRANSCRIPT_PANEL_POLL_MS = 5000;

/** A profile picture's largest size. */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** Picture uploads one user may make in an hour, so nobody can fill the disk with them. */
export const PROFILE_PICTURE_UPLOADS_PER_HOUR = 20;

/** Payment settings (spec 001 §9): the 47 currencies the Payments card offers, in the spec's order. */
// prettier-ignore
export const SUPPORTED_CURRENCIES = [
  'AED', 'ARS', 'AUD', 'BDT', 'BGN', 'BRL', 'CAD', 'CHF', 'CLP', 'CNY', 'CZK', 'DKK', 'EGP', 'EUR', 'GBP',
  'GEL', 'GHS', 'HKD', 'HRK', 'HUF', 'IDR', 'ILS', 'INR', 'JPY', 'KES', 'KRW', 'LKR', 'MAD', 'MXN', 'MYR',
  'NGN', 'NOK', 'NPR', 'NZD', 'PHP', 'PKR', 'PLN', 'RON', 'RUB', 'SEK', 'SGD', 'THB', 'TRY', 'UAH', 'USD',
  'VND', 'ZAR',
] as const;
/** The source amount of a bank-details form lookup (spec 001 §9). */
export const FORM_SOURCE_AMOUNT = '0';
/** An account holder name has at least this many words (spec 001 §5, §9). */
export const HOLDER_NAME_MIN_WORDS = 2;
/** Stored account numbers are answered masked but for this many last characters. */
export const MASK_VISIBLE_CHARS = 4;
/** A field that asks the forms again waits this long after the last keystroke. */
export const PAYMENT_REFRESH_DEBOUNCE_MS = 500;

/** Content settings (spec 001 §2.6): a speaker's bio and languages, energy level ordinals. */
export const BIO_MAX_LENGTH = 2000;
export const SPEAKER_LANGUAGES_MAX = 20;
export const ENERGY_ORDINAL_MIN = 1;
export const ENERGY_ORDINAL_MAX = 10;
/** How many active settings one lookup call answers at most (a picker's whole list). */
export const LOOKUP_MAX_ROWS = 1000;
/** The languages a speaker may be listed with (ISO 639-1), shown by name in the browser's language. */
export const SPEAKER_LANGUAGE_CODES = [
  'ar',
  'bn',
  'de',
  'el',
  'en',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'sw',
  'ta',
  'th',
  'tl',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh',
] as const;

/** Where the browser keeps the session's token (localStorage); the API reference page reads it too. */
export const SESSION_TOKEN_KEY = 'token';

/**
 * The library's duration facet (issue 21): items shorter than `below` seconds, in order; the last
 * has no bound. The browser turns one into the duration_min/duration_max filters.
 */
export const DURATION_FACETS = [
  { id: 'under_30s', below: 30 },
  { id: '30s_2m', below: 120 },
  { id: '2m_10m', below: 600 },
  { id: 'over_10m', below: undefined },
] as const;
