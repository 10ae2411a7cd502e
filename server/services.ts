import type { BotCheck } from './auth/botCheck';
import type { TokenSigner } from './auth/tokens';
import type { ChannelConnection } from './channelConnection/connection';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { PasswordLinks } from './passwordReset/links';
import type { PaymentSetup } from './paymentSettings/routes';
import type { FileStorage } from './storage/storage';
import type { Transcription } from './transcription/setup';
import type { UploadStore } from './uploads/store';

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
  /** This process's job worker, when it runs one: nudged after queueing work. */
  jobs?: { nudge(): void };
} & PaymentSetup;
