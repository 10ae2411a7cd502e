import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountResource } from './accounts/resource';
import { activityLogRoutes } from './activityLog/routes';
import { adminKind } from './admins/kind';
import { agreementResource } from './agreements/resource';
import { agreementDocumentRoutes } from './agreements/routes';
import { artistPictureRoutes } from './artists/picture';
import { artistResource } from './artists/resource';
import { assetResource } from './assets/resource';
import { assetRoutes } from './assets/routes';
import { categoryResource } from './categories/resource';
import { channelConnectionRoutes } from './channelConnection/routes';
import { channelResource } from './channels/resource';
import { channelRegistrationRoutes } from './channels/routes';
import { creatorKind } from './creators/kind';
import { energyLevelResource } from './energyLevels/resource';
import { crudRoutes } from './http/crudRoutes';
import { menuBadgeRoutes } from './menuBadges/routes';
import { packageRoutes } from './packages/routes';
import { passwordResetRoutes } from './passwordReset/routes';
import { paymentSettingRoutes } from './paymentSettings/routes';
import { profileRoutes } from './profile/routes';
import { rightsHolderDocumentRoutes } from './rightsHolders/documents';
import { rightsHolderKind } from './rightsHolders/kind';
import type { ApiServices } from './services';
import { teamMemberResource } from './teamMembers/resource';
import { teamInvitationRoutes } from './teamMembers/routes';
import { libraryResource } from './library/resource';
import { libraryDownloadRoutes } from './library/downloads';
import { libraryRoutes } from './library/routes';
import { contentIdRoutes } from './contentIds/routes';
import { transcriptionRoutes } from './transcription/routes';
import { uploadRoutes } from './uploads/routes';
import { userRoutes } from './users/routes';

export type { ApiServices } from './services';

/**
 * Every route plugin of the API, registered under /api with the services in this order: an entity's
 * routes are one line here (an account kind is one entry of the account module, a simple resource
 * one call of the CRUD kit).
 */
export const API_ROUTES: Array<FastifyPluginAsyncTypebox<ApiServices>> = [
  // Resources: their declaration's calls served by the resource kit, then what is their own.
  ...[rightsHolderKind, adminKind, creatorKind].map((kind) => crudRoutes(accountResource(kind))),
  crudRoutes(channelResource),
  channelRegistrationRoutes,
  channelConnectionRoutes,
  crudRoutes(agreementResource),
  agreementDocumentRoutes,
  rightsHolderDocumentRoutes,
  crudRoutes(teamMemberResource),
  teamInvitationRoutes,
  crudRoutes(artistResource),
  artistPictureRoutes,
  crudRoutes(categoryResource),
  crudRoutes(energyLevelResource),
  uploadRoutes,
  crudRoutes(assetResource),
  assetRoutes,
  crudRoutes(libraryResource),
  libraryRoutes,
  transcriptionRoutes,
  libraryDownloadRoutes,
  contentIdRoutes,
  // The API's other calls.
  userRoutes,
  packageRoutes,
  activityLogRoutes,
  passwordResetRoutes,
  profileRoutes,
  menuBadgeRoutes,
  paymentSettingRoutes,
];
