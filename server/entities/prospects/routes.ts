import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { AccountStatus } from '../../../shared/constants';
import { caller } from '../../platform/auth/plugin';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/db/client';
import { activityLog } from '../../platform/http/activity';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { emailTaken, insertAccount } from '../accounts/repository';
import { activeAccount } from '../agreements/repository';
import { agreements } from '../agreements/table';
import { insertChannel } from '../channels/repository';
import { channels } from '../channels/table';
import { creatorKind } from '../creators/kind';
import type { PasswordLinks } from '../passwordReset/links';
import { normalizeEmail } from '../users/repository';
import { rightsHolderKind } from '../rightsHolders/kind';
import { findProspect, listProspects } from './repository';
import {
  InviteAnswer,
  InviteBody,
  ProspectAnswer,
  ProspectListAnswer,
  ProspectListBody,
  ProspectParams,
} from './schemas';

const access = (action: 'read' | 'invite') =>
  ({ access: { resource: 'prospective-youtube-videos', action } }) as const;

/** A draft agreement: inactive until staff set its terms and make it active (there is no draft status). */
const DRAFT_AGREEMENT_STATUS = AccountStatus.INACTIVE;
const AGREEMENT_TITLE_MAX = 300;

/** Prospective Sublicensee Creators: channels using our content with no agreement, and their invitation. */
export const prospectRoutes: FastifyPluginAsyncTypebox<{ db: Database; links: PasswordLinks }> = async (
  app,
  { db, links },
) => {
  app.post(
    '/prospective-youtube-videos',
    {
      schema: {
        description:
          'YouTube channels using our content that hold no agreement: monitored channels typed prospect and the channels of found videos claimed or carrying our audio, less whitelisted ones and those registered with an active agreement. One row per channel; search matches the title or the start of the channel id.',
        body: ProspectListBody,
        response: { 200: ProspectListAnswer },
      },
      config: access('read'),
    },
    async (request) => ({ result: await listProspects(db, request.body) }),
  );

  app.get(
    '/prospective-youtube-videos/:id',
    {
      schema: {
        description: 'One prospect by its YouTube channel id; 404 when the channel is no prospect.',
        params: ProspectParams,
        response: { 200: ProspectAnswer },
      },
      config: access('read'),
    },
    async (request) => {
      const found = await findProspect(db, request.params.id);
      if (!found) throw notFound('not_found.prospect');
      return { result: found };
    },
  );

  app.post(
    '/prospective-youtube-videos/invite/:id',
    {
      schema: {
        description:
          'Invites a prospect as a creator, in one transaction: the creator account (mailed an invitation to choose a password), its YouTube channel registered unverified, and a draft (inactive) agreement with the named content owner. 409 when the email is taken or the channel already registered; 404 when the channel is no prospect.',
        params: ProspectParams,
        body: InviteBody,
        response: { 201: InviteAnswer },
      },
      config: access('invite'),
    },
    async (request, reply) => {
      const auth = caller(request);
      const channelId = request.params.id;
      const body = request.body;
      const email = normalizeEmail(body.email);
      const name = `${body.first_name.trim()} ${body.last_name.trim()}`;
      // No password until they choose one through the invitation (as every invited account).
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      let token = '';
      const result = await db.transaction(async (tx) => {
        const prospect = await findProspect(tx, channelId);
        if (!prospect) throw notFound('not_found.prospect');
        // The account kinds name the types: a rights holder's, and the creator's the invitee gets.
        const owner = await activeAccount(tx, body.rights_holder_id, rightsHolderKind.types[0]!);
        if (!owner) {
          throw badRequest('request.invalid', { rights_holder_id: 'prospects.not_rights_holder' });
        }
        if (await emailTaken(tx, email))
          throw conflict('profile.email_taken', { email: 'field.already_used' });
        const [registered] = await tx
          .select({ id: channels.id })
          .from(channels)
          .where(eq(channels.channelId, channelId));
        if (registered) {
          throw conflict('channel.already_registered', { channelId: 'channel.already_registered_field' });
        }
        const creatorId = await insertAccount(tx, {
          name,
          email,
          type: creatorKind.typeOf(body),
          status: AccountStatus.ACTIVE,
          passwordHash: unusable,
        });
        // Registered by staff: no Google proof (verification null), as staff-added channels.
        const channelRowId = await insertChannel(
          tx,
          { channel_id: channelId, channel_title: prospect.title },
          creatorId,
        );
        const [agreement] = await tx
          .insert(agreements)
          .values({
            title: `Sublicence: ${prospect.title}`.slice(0, AGREEMENT_TITLE_MAX),
            rightsHolderId: owner.id,
            creatorId,
            channelId: channelRowId,
            startDate: new Date().toISOString().slice(0, 10),
            status: DRAFT_AGREEMENT_STATUS,
          })
          .returning({ id: agreements.id });
        await activityLog().record(tx, auth.userId, [
          { action: 'create', entity: 'creators', entityId: creatorId, after: { name, email } },
          { action: 'create', entity: 'channels', entityId: channelRowId, after: { channel_id: channelId } },
          {
            action: 'create',
            entity: 'agreements',
            entityId: agreement!.id,
            after: { status: DRAFT_AGREEMENT_STATUS },
          },
        ]);
        token = await links.issue(tx, creatorId, 'invite');
        return { creator_id: creatorId, channel_id: channelRowId, agreement_id: agreement!.id };
      });
      reply.status(201);
      try {
        await links.mail({ email, name }, token, 'invite');
      } catch (error) {
        // The account stands; the person can still ask for a reset link from the sign-in page.
        request.log.warn({ err: error }, 'invitation mail failed');
        return { result, message: 'Creator invited, but the invitation mail could not be sent.' };
      }
      return { result, message: 'Creator invited by mail, with a draft agreement.' };
    },
  );
};
