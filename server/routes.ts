import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from './accounts/routes';
import { activityLogRoutes } from './activityLog/routes';
import { adminKind } from './admins/kind';
import { artistPictureRoutes } from './artists/picture';
import { artistResource } from './artists/resource';
import { agreementRoutes } from './agreements/routes';
import type { BotCheck } from './auth/botCheck';
import type { TokenSigner } from './auth/tokens';
import type { ChannelConnection } from './channelConnection/connection';
import { channelConnectionRoutes } from './channelConnection/routes';
import { categoryResource } from './categories/resource';
import { channelRoutes } from './channels/routes';
import { creatorKind } from './creators/kind';
import type { Database } from './db/client';
import { energyLevelResource } from './energyLevels/resource';
import { crudRoutes } from './http/crudRoutes';
import type { Mailer } from './mail/mailer';
import { menuBadgeRoutes } from './menuBadges/routes';
import { packageRoutes } from './packages/routes';
import type { PasswordLinks } from './passwordReset/links';
import { passwordResetRoutes } from './passwordReset/routes';
import { paymentSettingRoutes, type PaymentSetup } from './paymentSettings/routes';
import { profileRoutes } from './profile/routes';
import { rightsHolderDocumentRoutes } from './rightsHolders/documents';
import { rightsHolderKind } from './rightsHolders/kind';
import { teamMemberRoutes } from './teamMembers/routes';
import { userRoutes } from './users/routes';

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
} & PaymentSetup;

/**
 * Every route plugin of the API, registered under /api with the services in this order: an entity's
 * routes are one line here (an account kind is one entry of the account module, a simple resource
 * one call of the CRUD kit).
 */
export const API_ROUTES: Array<FastifyPluginAsyncTypebox<ApiServices>> = [
  userRoutes,
  channelRoutes,
  channelConnectionRoutes,
  packageRoutes,
  activityLogRoutes,
  passwordResetRoutes,
  profileRoutes,
  teamMemberRoutes,
  rightsHolderDocumentRoutes,
  ...[rightsHolderKind, adminKind, creatorKind].map(accountRoutes),
  agreementRoutes,
  menuBadgeRoutes,
  paymentSettingRoutes,
  // Simple resources: their declaration's calls, served by the CRUD kit.
  crudRoutes(artistResource),
  artistPictureRoutes,
  crudRoutes(categoryResource),
  crudRoutes(energyLevelResource),
];
