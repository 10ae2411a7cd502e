import { msg } from '../../../shared/serverMessages';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountStatus } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import { PASSWORD_CHANGE, recordActivity } from '../activityLog/repository';
import { caller } from '../../platform/auth/plugin';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  setActingOwner,
} from '../../platform/auth/sessions';
import type { BotCheck } from '../../platform/auth/botCheck';
import {
  passwordCheckSucceeded,
  reservePasswordCheck,
  reserveSignIn,
  signInSucceeded,
  wrongPasswordsThrottled,
  type BotCheckProof,
} from '../../platform/auth/throttle';
import type { TokenSigner } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import {
  badRequest,
  forbidden,
  retryAfterSeconds,
  saying,
  tooManyRequests,
  unauthorized,
} from '../../platform/http/errors';
import { EmptyBody } from '../../platform/http/schemas';
import { spendPasswordTokens } from '../passwordReset/repository';
import {
  AccountChoicesAnswer,
  AccountsBody,
  ChangePasswordBody,
  CurrentUserAnswer,
  LoginAnswer,
  LoginBody,
  PasswordChangedAnswer,
  SignedOutAnswer,
  SwitchOwnerAnswer,
  SwitchOwnerBody,
  ThemeAnswer,
  ThemeBody,
} from './schemas';
import {
  accountsOfType,
  activeMembership,
  contentOwnersOf,
  currentUser,
  defaultMembership,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  updatePasswordHash,
  updateTheme,
} from './repository';

const INVALID_CREDENTIALS = 'auth.invalid_credentials';

/**
 * A 429 that says how long to wait, and when a bot check is configured, which widget the sign-in page
 * shows so the person can go on at once.
 */
function signInThrottled(retryAfterMs: number, botCheck: BotCheck | undefined) {
  return tooManyRequests(
    botCheck
      ? 'auth.sign_in_throttled_bot'
      : msg('auth.sign_in_throttled', { seconds: retryAfterSeconds(retryAfterMs) }),
    retryAfterMs,
    botCheck && { bot_check: botCheck.widget },
  );
}

export const userRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  signer: TokenSigner;
  botCheck?: BotCheck;
  faqUrl?: string;
}> = async (app, { db, signer, botCheck, faqUrl }) => {
  // Sent with the user at sign-in and on each page load's refresh: a new FAQ_URL reaches browsers on their next load.
  const settings = faqUrl ? { faq_url: faqUrl } : {};

  app.post(
    '/user/login',
    { schema: { body: LoginBody, response: { 200: LoginAnswer } }, config: { access: { public: true } } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const proof = request.body.captcha_token;
      const botChecked: BotCheckProof = !botCheck
        ? 'none'
        : proof !== undefined && (await botCheck.verify(proof, request.ip))
          ? 'solved'
          : 'unsolved';
      // Counted before the password is checked: a burst is counted one by one, never all checked.
      const gate = await reserveSignIn(db, email, request.ip, botChecked);
      if (!gate.allowed) throw signInThrottled(gate.retryAfterMs, botCheck);
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(
        user?.passwordHash ?? (await decoyPasswordHash()),
        request.body.password,
      );
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      await signInSucceeded(db, email, request.ip);
      if (user.status !== AccountStatus.ACTIVE) throw forbidden('auth.account_disabled');

      const membership =
        user.type === UserType.RIGHT_HOLDER_TEAM ? await defaultMembership(db, user.id) : undefined;
      if (user.type === UserType.RIGHT_HOLDER_TEAM && !membership) {
        throw forbidden('auth.no_active_team');
      }
      const session = await createSession(db, user.id, membership?.ownerId ?? null);
      const ownsData = user.type === UserType.CREATOR || user.type === UserType.RIGHT_HOLDER;
      const acting = {
        userId: user.id,
        ownerId: membership?.ownerId ?? (ownsData ? user.id : null),
        teamMemberType: membership?.teamMemberType ?? null,
      };
      const result = await currentUser(db, acting);
      if (!result) throw unauthorized(INVALID_CREDENTIALS);
      const token = await signer.sign({ sessionId: session.id, userId: user.id }, session.expiresAt);
      return {
        result,
        token,
        channel_status: result.channel_status,
        contractCount: result.contractCount,
        login_id: result.login_id,
        team_member_type: result.team_member_type,
        content_owner_array: await contentOwnersOf(db, acting),
        ...settings,
      };
    },
  );

  app.patch(
    '/user',
    {
      schema: { body: EmptyBody, response: { 200: CurrentUserAnswer } },
      config: { access: { signedIn: true } },
    },
    async (request) => {
      const auth = caller(request);
      const result = await currentUser(db, auth);
      if (!result) throw unauthorized();
      return { result, content_owner_array: await contentOwnersOf(db, auth), ...settings };
    },
  );

  // Switch Account (spec 001 §4): a team member's session acts for another owner of theirs.
  app.post(
    '/user/content/owner/switch',
    {
      schema: { body: SwitchOwnerBody, response: { 200: SwitchOwnerAnswer } },
      config: { access: { resource: 'session', action: 'switchOwner' } },
    },
    async (request) => {
      const auth = caller(request);
      if (request.body.user_id !== auth.userId) throw forbidden('auth.switch_own_only');
      const membership = await activeMembership(db, auth.userId, request.body.content_owner_id);
      if (!membership) throw forbidden('auth.not_team_member');
      await setActingOwner(db, auth.sessionId, membership.ownerId);
      const acting = {
        userId: auth.userId,
        ownerId: membership.ownerId,
        teamMemberType: membership.teamMemberType,
      };
      const result = await currentUser(db, acting);
      if (!result) throw unauthorized();
      return {
        result,
        // As stored: the app reads a type 8 of a creator team as 9 (spec 001 §4).
        type: result.type,
        team_member_type: result.team_member_type,
        content_owner_array: await contentOwnersOf(db, acting),
        ...saying('auth.account_switched'),
      };
    },
  );

  app.post(
    '/user/logout',
    {
      schema: { body: EmptyBody, response: { 200: SignedOutAnswer } },
      config: { access: { signedIn: true } },
    },
    async (request) => {
      await revokeSession(db, caller(request).sessionId);
      return { result: { signedOut: true }, ...saying('auth.signed_out') };
    },
  );

  app.post(
    '/user/change/password',
    {
      schema: { body: ChangePasswordBody, response: { 200: PasswordChangedAnswer } },
      config: { access: { signedIn: true } },
    },
    async (request) => {
      const auth = caller(request);
      // Counted before the hash is checked, as a sign-in is: a stolen session cannot guess on.
      const gate = await reservePasswordCheck(db, auth.userId, auth.sessionId, request.ip);
      if (!gate.allowed) throw wrongPasswordsThrottled(gate.retryAfterMs);
      const user = await findUserById(db, auth.userId);
      if (!user || !(await verifyPassword(user.passwordHash, request.body.current_password))) {
        throw badRequest('password.wrong_current', { current_password: 'field.not_correct' });
      }
      await passwordCheckSucceeded(db, auth.userId, auth.sessionId, request.ip);
      if (request.body.new_password === request.body.current_password) {
        throw badRequest('password.same_as_current', {
          new_password: 'field.must_differ',
        });
      }
      const passwordHash = await hashPassword(request.body.new_password);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash);
        await revokeUserSessions(tx, user.id, auth.sessionId);
        // A reset, invitation or email link issued before the change must not outlive it.
        await spendPasswordTokens(tx, user.id);
        // That it changed, never what to.
        await recordActivity(tx, auth, { ...PASSWORD_CHANGE, entityId: user.id });
      });
      return { result: { changed: true }, ...saying('password.changed') };
    },
  );

  app.put(
    '/user/theme',
    { schema: { body: ThemeBody, response: { 200: ThemeAnswer } }, config: { access: { signedIn: true } } },
    async (request) => {
      const auth = caller(request);
      await db.transaction(async (tx) => {
        const before = await findUserById(tx, auth.userId);
        await updateTheme(tx, auth.userId, request.body.theme);
        await recordActivity(tx, auth, {
          action: 'update',
          entity: 'users',
          entityId: auth.userId,
          before: { theme: before?.theme },
          after: { theme: request.body.theme },
        });
      });
      return { result: { theme: request.body.theme }, ...saying('profile.theme_saved') };
    },
  );

  app.post(
    '/general/account',
    {
      schema: { body: AccountsBody, response: { 200: AccountChoicesAnswer } },
      config: { access: { resource: 'accounts', action: 'pick' } },
    },
    async (request) => ({ result: await accountsOfType(db, request.body.type, request.body.search) }),
  );
};
