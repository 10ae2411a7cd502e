import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountResource } from './entities/accounts/resource';
import { activityLogRoutes } from './entities/activityLog/routes';
import { activityReportRoutes } from './entities/activityLog/reportRoutes';
import { adminKind } from './entities/admins/kind';
import { agreementResource } from './entities/agreements/resource';
import { agreementDocumentRoutes } from './entities/agreements/routes';
import { speakerPictureRoutes } from './entities/speakers/picture';
import { assetResource } from './entities/assets/resource';
import { assetRoutes } from './entities/assets/routes';
import { channelConnectionRoutes } from './entities/channels/connection/routes';
import { channelResource } from './entities/channels/resource';
import { channelRegistrationRoutes } from './entities/channels/routes';
import { channelRemovalRoutes } from './entities/channels/removal';
import { creatorKind } from './entities/creators/kind';
import { crudRoutes } from './platform/http/crudRoutes';
import { declaredRoutes } from './platform/http/declaredResource';
import { menuBadgeRoutes } from './entities/menuBadges/routes';
import { packageRoutes } from './entities/packages/routes';
import { passwordResetRoutes } from './entities/passwordReset/routes';
import { paymentSettingRoutes } from './entities/paymentSettings/routes';
import { profileRoutes } from './entities/profile/routes';
import { rightsHolderDocumentRoutes } from './entities/rightsHolders/documents';
import { rightsHolderKind } from './entities/rightsHolders/kind';
import type { ApiServices } from './services';
import { teamMemberResource } from './entities/teamMembers/resource';
import { teamInvitationRoutes } from './entities/teamMembers/routes';
import { libraryResource } from './entities/library/resource';
import { libraryDownloadRoutes } from './entities/library/downloads';
import { libraryRoutes } from './entities/library/routes';
import { contentIdRoutes } from './entities/contentIds/routes';
import { transcriptionRoutes } from './entities/transcription/routes';
import { uploadRoutes } from './entities/uploads/routes';
import { userRoutes } from './entities/users/routes';
import { videoRoutes } from './entities/videos/routes';
import { inquiryRoutes } from './entities/inquiries/routes';
import { sublicenseeCreatorRoutes } from './entities/sublicenseeCreators/routes';
import { monitoredChannelResource } from './entities/monitoring/resource';
import { monitoringRoutes } from './entities/monitoring/routes';
import { prospectRoutes } from './entities/prospects/routes';
import { takedownRoutes } from './entities/takedowns/routes';
import { revenueImportRoutes } from './entities/royalties/routes';
import { revenueAnalyticsRoutes } from './entities/royalties/analyticsRoutes';
import { earningsRoutes } from './entities/royalties/earnings/routes';
import { paymentRunRoutes } from './entities/payments/routes';
import { paymentHistoryRoutes } from './entities/payments/historyRoutes';
import { claimRoutes } from './entities/claims/routes';
import { claimReadBackRoutes } from './entities/claims/readBackRoutes';
import { contactUsRoutes } from './entities/contactUs/routes';
import { dashboardRoutes } from './entities/dashboards/routes';

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
  channelRemovalRoutes,
  crudRoutes(agreementResource),
  agreementDocumentRoutes,
  rightsHolderDocumentRoutes,
  crudRoutes(teamMemberResource),
  teamInvitationRoutes,
  // The simple resources: their declaration is all there is, but for a speaker's picture upload.
  ...declaredRoutes(),
  speakerPictureRoutes,
  uploadRoutes,
  crudRoutes(assetResource),
  assetRoutes,
  crudRoutes(libraryResource),
  libraryRoutes,
  transcriptionRoutes,
  libraryDownloadRoutes,
  contentIdRoutes,
  videoRoutes,
  crudRoutes(monitoredChannelResource),
  monitoringRoutes,
  prospectRoutes,
  // The API's other calls.
  userRoutes,
  packageRoutes,
  activityLogRoutes,
  activityReportRoutes,
  passwordResetRoutes,
  profileRoutes,
  menuBadgeRoutes,
  paymentSettingRoutes,
  inquiryRoutes,
  sublicenseeCreatorRoutes,
  takedownRoutes,
  revenueImportRoutes,
  revenueAnalyticsRoutes,
  earningsRoutes,
  paymentRunRoutes,
  paymentHistoryRoutes,
  claimRoutes,
  claimReadBackRoutes,
  contactUsRoutes,
  dashboardRoutes,
];
