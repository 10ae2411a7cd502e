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
/**
 * Spec 001 §9: an autocomplete's dropdown is at most 120 px high, three rows of 40 px; past them it
 * scrolls.
 */
export const AUTOCOMPLETE_ROW_HEIGHT_PX = 40;
export const AUTOCOMPLETE_VISIBLE_ROWS = 3;
export const AUTOCOMPLETE_LIST_MAX_HEIGHT_PX = AUTOCOMPLETE_ROW_HEIGHT_PX * AUTOCOMPLETE_VISIBLE_ROWS;
/**
 * Spec 001 §9: the sidebar slides open and shut (and its groups unfold) in 200 ms; 300 ms after a
 * toggle, once the slide is over, the window is told to resize so what measures the page width
 * (charts, tables) lays itself out again at the new width.
 */
export const SIDEBAR_SLIDE_MS = 200;
export const SIDEBAR_REFRESH_AFTER_TOGGLE_MS = 300;

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
/**
 * A Google sign-in (its state and PKCE verifier, kept for the session that started it) may come back
 * this long after it started: time to pick an account and consent, as long as Google keeps a code.
 */
export const GOOGLE_SIGN_IN_TTL_MS = 10 * 60 * 1000;
/** Sign-ins one session keeps open at once: a few tabs or retries; starting another drops the oldest. */
export const GOOGLE_SIGN_INS_PER_SESSION = 5;
/** Google's default YouTube Data API quota: units a project may spend a day (Pacific time, as Google counts). */
export const YOUTUBE_DAILY_QUOTA_UNITS = 10_000;
/** Items a YouTube list call answers at most (playlistItems maxResults, ids per videos.list). */
export const YOUTUBE_PAGE_SIZE = 50;
/** Connected channels' videos are synced this often: new uploads show within hours, at a few units each. */
export const VIDEO_SYNC_EVERY_SECONDS = 6 * 60 * 60;
/**
 * A sync's attempts before it fails: quota and server errors back off 2, 4 ... 256 s (the queue's
 * backoff), about eight minutes in all, for Google to recover.
 */
export const VIDEO_SYNC_ATTEMPTS = 9;

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

/**
 * Sign-in throttling. Each attempt is counted before its password is checked. Per account and address
 * (one address guessing at one account): past the free attempts of a window each one waits, from the
 * base delay doubling up to the longest, so the guesser is slowed to a crawl while the owner, from
 * another address, is not slowed at all. Per address (one address trying many accounts): many free
 * attempts, then the same waits. Per account, from every address together: past its free attempts
 * each sign-in needs a solved bot check when one is configured (never a wait, so nobody can hold the
 * owner out); without a bot check this count refuses nothing, and only the two above slow guessing.
 * The current password asked by a password or email change is counted like the first, per account
 * and address and per session.
 */
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Room for the owner's typos at their own account before waits begin. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 8;
/** Room for a shared address (an office, a carrier's NAT) where many people sign in. */
export const LOGIN_FAILURES_PER_ADDRESS = 100;
/** Several devices' typos at one account; more, from any number of addresses, is a spread attack. */
export const LOGIN_FAILURES_PER_ACCOUNT_BEFORE_BOT_CHECK = 20;
export const LOGIN_DELAY_BASE_MS = 1000;
export const LOGIN_DELAY_MAX_MS = 60_000;
/** The longest bot-check token the providers issue (Turnstile's documented maximum). */
export const BOT_CHECK_TOKEN_MAX_LENGTH = 2048;

/** JSON bodies: no call takes more nesting than this (deeper bodies are refused, not walked). */
export const JSON_MAX_DEPTH = 32;

/** Lists. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/**
 * A searched list that declares it counts its matches this many past the page's start, no further:
 * beyond, it answers that there are more ("200+"), not how many; the bound moves on with the pages.
 * Counting the matches of a word one message in five holds is what a free-text search costs most:
 * a thousand took most of a call on PGlite (about 9 ms of 11); two hundred, eight pages of 25 ahead,
 * are as many as anyone reads before narrowing the search.
 */
export const SEARCH_COUNT_LIMIT = 200;

/**
 * How many rows a page jumped to by number may lie from the nearer end of a list whose total is kept
 * (channels, claims, ...): the database skips them one by one, and at 50,000 that took seconds on
 * PGlite. Paging on from a neighbouring page reads after its last row instead (no rows skipped), so
 * only a far page typed in is refused, with a message saying how to get there.
 */
export const LIST_JUMP_MAX_ROWS = 5000;
/** A list's `after` cursor: the sort field, order, the last row's sort value (up to a title) and id. */
export const LIST_CURSOR_MAX_LENGTH = 1024;

/** Text limits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 200;
/**
 * Person-written text quoted in a mail (never in its subject): a name or a title is cut to this many
 * characters, enough for any real one and too few for a message of its own; a reviewer's note to the
 * second, room for the reasons.
 */
export const MAIL_NAME_MAX_LENGTH = 60;
export const MAIL_NOTE_MAX_LENGTH = 1000;
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
 * The media tools (ffprobe, ffmpeg) on uploaded files (issue 31): limits scaled to the probed
 * duration, so one file cannot hold the media worker. A tool's time limit is its seconds of work per
 * second of media, between the floor and the ceiling; its output may not pass its bytes per second
 * of media (plus the floor); anything claiming to last longer than the maximum is refused unread.
 */
/** Longer than any recording or programme delivered as one file; a manifest claiming 1,000 hours is refused. */
export const MEDIA_MAX_DURATION_SECONDS = 12 * 60 * 60;
/** ffprobe reads only headers: a well-formed file answers in well under a second. */
export const MEDIA_PROBE_TIMEOUT_SECONDS = 30;
/** A poster decodes one frame after a seek, whatever the length. */
export const MEDIA_POSTER_TIMEOUT_SECONDS = 60;
/** The least a tool gets: starting up and writing headers on a busy machine. */
export const MEDIA_TOOL_MIN_SECONDS = 30;
/** The most: under the job queue's 30-minute limit, so the tool's own limit and reason come first. */
export const MEDIA_TOOL_MAX_SECONDS = 25 * 60;
/** A preview encodes (H.264 veryfast at 640 px, or 64 kbps MP3) faster than real time on one small core. */
export const MEDIA_PREVIEW_SECONDS_PER_SECOND = 1;
/** The waveform only decodes the sound, many times faster than real time. */
export const MEDIA_WAVEFORM_SECONDS_PER_SECOND = 0.25;
/** A sound track is copied, or encoded to MP3, far faster than real time. */
export const MEDIA_AUDIO_SECONDS_PER_SECOND = 0.5;
/** A clip re-encodes full-size footage at CRF 18: about real time on a small machine, twice that allowed. */
export const MEDIA_CLIP_SECONDS_PER_SECOND = 2;
/** The least output any run may write: headers, and files shorter than a second. */
export const MEDIA_OUTPUT_MIN_BYTES = 16 * 1024 * 1024;
/** A preview: 2 Mbit/s, well above its ~700 kbit/s (video) or 64 kbit/s (sound). */
export const MEDIA_PREVIEW_BYTES_PER_SECOND = 250_000;
/** The waveform's PCM (8 kHz mono 16-bit, 16 kB/s), twice over. */
export const MEDIA_WAVEFORM_BYTES_PER_SECOND = 32_000;
/** A copied track or a clip: 100 Mbit/s, above 8-channel 24-bit 192 kHz PCM (37 Mbit/s) and CRF 18 H.264. */
export const MEDIA_FULL_QUALITY_BYTES_PER_SECOND = 12_500_000;
/** A poster is one JPEG at most 1280 px wide (a few hundred kB). */
export const MEDIA_POSTER_MAX_BYTES = 10 * 1024 * 1024;
/** The tools' niceness (0 to 19): decoding yields the processor to the server's requests. */
export const MEDIA_TOOL_NICENESS = 10;

/**
 * The content library's downloads (spec 001 §7): a clip is cut between two times at most this far
 * apart; while a job makes a download's file, the browser asks how it is coming along this often.
 */
export const CLIP_MAX_SECONDS = 10 * 60;
export const DOWNLOAD_POLL_MS = 2000;
/**
 * Clips and footage's extracted sound tracks are shared by everyone who asks for the same one, and
 * removed once this long has passed since the last link to them expired (a day: the same clip asked
 * again soon is not cut again, one nobody uses leaves the disk); the clock looks hourly.
 */
export const DOWNLOAD_FILE_KEEP_HOURS = 24;
export const DOWNLOAD_FILE_SWEEP_EVERY_SECONDS = 60 * 60;

/**
 * Jobs are fair (issue 31). How many jobs one person's requests may have queued or running at once:
 * clips and sound tracks (any reader asks for them, and the browser waits for each in turn), new
 * content's processing (a batch upload saves one job per file) and packages (each up to 4 GB of disk).
 * Past its limit a request is refused with 429, to try again after this wait.
 */
export const DOWNLOAD_JOBS_PER_PERSON = 5;
export const PROCESSING_JOBS_PER_PERSON = 50;
export const PACKAGE_JOBS_PER_PERSON = 3;
/** "Sync now" requests one person may have pending: one per channel of a busy creator is plenty. */
export const VIDEO_SYNC_JOBS_PER_PERSON = 10;
export const JOB_LIMIT_RETRY_AFTER_SECONDS = 30;
/**
 * People take turns: each job a person has queued or running pushes their next one this far back in
 * the queue's order (about the longest a clip's cut takes), so one person's flood waits behind the
 * jobs others queue meanwhile instead of ahead of them.
 */
export const JOB_TURN_SECONDS = 10 * 60;
/**
 * A server process runs this many jobs at once, and at most one of each person's: someone's long job
 * never holds everyone else's back.
 */
export const JOB_WORKER_SLOTS = 2;
export const JOBS_RUNNING_PER_PERSON = 1;
/**
 * Download packages (spec 001 §2.8): at most this many items in one zip, kept this long once built
 * (PACKAGE_KEEP_HOURS sets it), expired ones removed hourly; the top bar's list looks again this
 * often while one is being built.
 */
export const PACKAGE_MAX_ITEMS = 50;
/**
 * The largest package, its items' files together: zips are written as ZIP64 past 4 GiB, so this
 * only bounds the disk one package fills (four of the largest uploads, UPLOAD_MAX_BYTES_DEFAULT).
 */
export const PACKAGE_MAX_BYTES = 20 * 1024 ** 3;
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
/**
 * A status request asks Rev AI about a job at most once in this gap, whoever asks (within it the
 * stored state is answered): no more often than the poll job's first look, however many panels watch.
 */
export const REVAI_STATUS_MIN_GAP_SECONDS = TRANSCRIPTION_POLL_FIRST_SECONDS;
/**
 * Status requests one person may send on to Rev AI in a minute (past it, 429): a few transcriptions
 * watched at once, each asked once per gap, with Rev AI's own limits far above.
 */
export const REVAI_STATUS_CHECKS_PER_MINUTE = 20;

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
/**
 * Form refreshes one person may ask of the provider in a minute (past it, 429): the few inputs that
 * ask again (country, state, account type) changed and corrected several times; Wise allows the
 * whole app about 1,000 calls a minute.
 */
export const PAYMENT_FORM_REFRESHES_PER_MINUTE = 30;

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

/**
 * The library's facet sample (issue 38): the items whose id is below this bound, about 1 in 100 since
 * ids are random (version 4: their first 32 bits are uniform). A partial index holds just them
 * (assets_library_sample_idx), so a facet over a large set counts a hundredth of its items.
 */
export const LIBRARY_FACET_SAMPLE_ID_BELOW = '028f5c29-0000-0000-0000-000000000000';
/** The share of all ids below that bound (0x028f5c29 / 2^32): sample counts are divided by it. */
export const LIBRARY_FACET_SAMPLE_SHARE = 0x028f5c29 / 2 ** 32;
/**
 * A facet's counts are exact when the items it counts are at most this many (as the kept counts bound
 * them, or as the sample estimates them); above it they are estimated from the sample, shown as such.
 */
export const LIBRARY_FACET_EXACT_MAX = 2000;
/** An estimated facet value is shown when the sample holds it at least this many times. */
export const LIBRARY_FACET_SAMPLE_MIN_HITS = 5;

/** YouTube's status.privacyStatus values a synced video has (the DRM YouTube Videos privacy filter). */
export const VIDEO_PRIVACY_STATUSES = ['public', 'unlisted', 'private'] as const;
export type VideoPrivacyStatus = (typeof VIDEO_PRIVACY_STATUSES)[number];
/** The video's page on YouTube, the video id appended. */
export const YOUTUBE_WATCH_URL = 'https://www.youtube.com/watch?v=';
/** How often the browser reads a running sync's progress. */
export const VIDEO_SYNC_POLL_MS = 1_000;
/** How many licence requests one creator (with its team) may have waiting for staff at once. */
export const INQUIRY_PENDING_LIMIT = 20;
/** The longest message a creator writes with a licence request, and a decision's reason. */
export const INQUIRY_MESSAGE_MAX_LENGTH = 2000;
/** Sublicensee Creators (issue 34): the channel titles a list row names; the rest are counted. */
export const SUBLICENSEE_CHANNEL_TITLES_SHOWN = 3;
/** A sublicensee creator's detail lists at most this many of its channels and of its agreements. */
export const SUBLICENSEE_DETAIL_MAX_ROWS = 100;
/** Channel removal requests one person may send staff a day (each one mails every writing admin). */
export const CHANNEL_REMOVAL_REQUESTS_PER_DAY = 10;
/** Monitoring (issue 34): what a watched channel is to us; a whitelisted one is never scanned or claimed. */
export const MonitoredChannelType = {
  MONITORED: 'monitored',
  PROSPECT: 'prospect',
  WHITELISTED: 'whitelisted',
} as const;
export type MonitoredChannelType = (typeof MonitoredChannelType)[keyof typeof MonitoredChannelType];
/** A found video's review state. */
export const FoundVideoState = {
  NEW: 'new',
  REVIEWED: 'reviewed',
  CLAIMED: 'claimed',
  IGNORED: 'ignored',
} as const;
export type FoundVideoState = (typeof FoundVideoState)[keyof typeof FoundVideoState];
/** A watched hashtag: '#' optional, then letters, digits and underscores (YouTube's own rule). */
export const HASHTAG_PATTERN = '^#?[\\p{L}\\p{N}_]{1,100}$';
export const HASHTAG_MAX_LENGTH = 101;
/** YouTube handles: '@' optional, 3 to 30 letters, digits, '.', '-' and '_'. */
export const YOUTUBE_HANDLE_PATTERN = '^@?[A-Za-z0-9._-]{3,30}$';
/** "Scan now" requests one person may have pending. */
export const MONITORING_SCAN_JOBS_PER_PERSON = 3;
/** Monitored channels and hashtags are scanned this often (a search.list is 100 units: not more). */
export const MONITORING_SCAN_EVERY_SECONDS = 12 * 60 * 60;
export const MONITORING_SCAN_ATTEMPTS = 5;
/** Pages of a channel's uploads one scan reads at most: older videos stay unread. */
export const MONITORING_SCAN_MAX_PAGES = 4;
/** Pages of a hashtag's search one scan reads at most (each is 100 units). */
export const MONITORING_HASHTAG_MAX_PAGES = 2;
/** Found videos one bulk state change may name. */
export const FOUND_VIDEOS_BULK_MAX = 100;
// Copyright takedowns (issue 35): YouTube's windows (../shared/reference/youtube-rights-and-money.md).
/** A scheduled takedown gives the uploader this many days to remove the video first. */
export const TAKEDOWN_SCHEDULE_DAYS = 7;
/** After a counter-notification the video is restored after this many business days... */
export const COUNTER_NOTICE_MIN_BUSINESS_DAYS = 10;
/** ...and at the latest after this many, unless court action is recorded. */
export const COUNTER_NOTICE_MAX_BUSINESS_DAYS = 14;
/** A copyright strike counts against a channel for this many days. */
export const STRIKE_WINDOW_DAYS = 90;
/** The filer is mailed this many hours before a deadline. */
export const TAKEDOWN_REMINDER_HOURS = 24;
/** The "due this week" view: deadlines within this many days. */
export const TAKEDOWN_DUE_SOON_DAYS = 7;
/** How often the takedown clock applies due deadlines and sends reminders. */
export const TAKEDOWN_CLOCK_EVERY_SECONDS = 15 * 60;
/** Infringing video URLs one notice may name. */
export const TAKEDOWN_URLS_MAX = 20;
export const TAKEDOWN_ADDRESS_MAX_LENGTH = 500;
export const TAKEDOWN_PHONE_MAX_LENGTH = 40;
export const TAKEDOWN_NOTE_MAX_LENGTH = 2000;
// Royalties (issue 36): number shortening and date ranges of spec 000 §9, money in integer micro-units.
/** Number shortening (spec 000 §9): from each threshold on, a number shows with its suffix. */
export const NUMBER_SUFFIXES = [
  { from: 1e9, suffix: 'B' },
  { from: 1e6, suffix: 'M' },
  { from: 1e3, suffix: 'K' },
] as const;
/** Digits a shortened number keeps after the separator (1.2K), cut, never rounded up to the next suffix. */
export const SHORT_NUMBER_FRACTION_DIGITS = 1;
/** Amounts are integer micro-units of their currency (never floating point): a unit and a cent. */
export const MICROS_PER_UNIT = 1_000_000n;
export const MICROS_PER_CENT = 10_000n;
/** Revenue shares are percent with two decimals (REVENUE_SHARE_DECIMALS): a whole is 10,000 basis points. */
export const BASIS_POINTS_WHOLE = 10_000;
/** Date range presets (spec 000 §9): days counted back to today, today included (a week is 6 days back). */
export const LAST_WEEK_DAYS = 7;
export const LAST_DAYS_PRESETS = [28, 90, 365] as const;
/** "Last N Month": the N whole months before the current one. */
export const LAST_MONTHS_PRESETS = [1, 3, 6, 12] as const;
/**
 * How many months, this one included, the presets that end today touch (Today, Last 1 Week, Last 28,
 * 90 and 365 Days, whatever day it is: dateRange.test.ts checks every day of four years): the month
 * key windows kept up to this month, so a dashboard over such a preset reads its top keys from one.
 */
export const MONTHS_TO_DATE = [1, 2, 3, 4, 12, 13] as const;

/** A saved export's link (a big CSV the browser streams to the disk) works this long. */
export const EXPORT_LINK_SECONDS = 10 * 60;
/** Export links one person may ask for in an hour (each is a row and, when followed, a whole export). */
export const EXPORT_LINKS_PER_HOUR = 60;
/**
 * How often the embedded database (PGlite, which runs no autovacuum) is vacuumed and analysed table
 * by table, so a demo or a small office running for months keeps its plans and its size.
 */
export const VACUUM_EVERY_SECONDS = 24 * 60 * 60;
/**
 * How often the activity log's day deltas are folded into its day totals when no staff report does
 * it first (each does): the deltas stay a few rows, and on PGlite their dead rows are vacuumed away.
 */
export const ACTIVITY_FOLD_EVERY_SECONDS = 60;
/**
 * How often the kept windows per "Last N Month" preset (the earnings', the dashboards' month key
 * counts) are checked: made again when the calendar month turned with nothing written since, or the
 * presets changed.
 */
export const KEPT_WINDOWS_EVERY_SECONDS = 60 * 60;
/**
 * The month key windows are made again by their clock alone when the calendar month turns (their
 * trigger follows changes only): checked this often, so a dashboard reads them again within minutes.
 */
export const MONTH_KEY_WINDOWS_EVERY_SECONDS = 5 * 60;
