import type { BotCheck } from './platform/auth/botCheck';
import type { TokenSigner } from './platform/auth/tokens';
import type { ChannelConnection } from './entities/channels/connection/connection';
import type { Database } from './platform/db/client';
import type { Mailer } from './platform/mail/mailer';
import type { PasswordLinks } from './entities/passwordReset/links';
import type { PaymentSetup } from './entities/paymentSettings/routes';
import type { FileStorage } from './platform/storage/storage';
import type { Transcription } from './entities/transcription/setup';
import type { UploadStore } from './entities/uploads/store';
import type { ContentIdClient } from './platform/google/contentId';
import type { AnalyticsClient } from './platform/google/analytics';

/** What the API's route plugins may use; each takes the part it needs. */
export type ApiServices = {
  db: Database;
  signer: TokenSigner;
  botCheck?: BotCheck;
  /** How channels connect through Google (its settings absent when no client is configured). */
  connection: ChannelConnection;
  appUrl: string;
  filesDir: string;
  links: PasswordLinks;
  mailer: Mailer;
  /** Where media and other files are kept: a folder on disk, or S3 when configured. */
  storage: FileStorage;
  /** Where resumable uploads are kept until an asset claims them. */
  uploadStore: UploadStore;
  /** The largest media upload (UPLOAD_MAX_BYTES). */
  uploadMaxBytes?: number;
  /** Rev AI, when configured, and how its jobs are followed. */
  transcription: Transcription;
  /** YouTube Data API units the video syncs may spend a day (YOUTUBE_DAILY_QUOTA_UNITS by default). */
  youtubeDailyQuota: number;
  /** YouTube Content ID, when configured: claims are sent there (else tracked here only). */
  contentId?: ContentIdClient;
  /** The YouTube Analytics API (or its stand-in), when configured: a month's revenue is read from it. */
  analytics?: AnalyticsClient;
  /** This process's job worker, when it runs one: nudged after queueing work. */
  jobs?: { nudge(): void };
  /** The creators' FAQ address (FAQ_URL), when configured. */
  faqUrl?: string;
  /** Keys a report's dimension may have to be read over a range of one's own directly (EARNINGS_DIRECT_KEYS). */
  earningsDirectKeys?: number;
  /** Month rows a dashboard's top list over a range of one's own may add up directly (MONTH_KEY_DIRECT_ROWS). */
  monthKeyDirectRows?: number;
} & PaymentSetup;

// The resource kit's hooks are handed these services: merged into its CrudServices, so the kit itself
// needs no import of the app (which would close a circle through every entity).
declare module './platform/http/crudEntity' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the members
  interface CrudServices extends ApiServices {}
}
