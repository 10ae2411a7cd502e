import { Type, type Static } from '@sinclair/typebox';
import {
  BOT_CHECK_TOKEN_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SEARCH_MAX_LENGTH,
  THEMES,
  URL_MAX_LENGTH,
} from '../../../shared/constants';
import { Answer, Nullable, SaidFields, Strict, Text, Uuid } from '../../platform/http/schemas';

export const Email = Type.String({ format: 'email', maxLength: 320 });

export const LoginBody = Strict({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  /** The bot-check widget's token, sent once the sign-in page was asked to show it. */
  captcha_token: Type.Optional(Type.String({ minLength: 1, maxLength: BOT_CHECK_TOKEN_MAX_LENGTH })),
});

export const ChangePasswordBody = Strict({
  current_password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  new_password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
});

export const AccountsBody = Strict({
  type: Type.Union([Type.Literal(3), Type.Literal(4)]),
  search: Type.Optional(Text(SEARCH_MAX_LENGTH)),
});

export const SwitchOwnerBody = Strict({
  /** The signed-in account (its login_id): a session switches only itself. */
  user_id: Uuid,
  content_owner_id: Uuid,
});

/** The signed-in user's own light or dark theme (spec 000 §3). */
export const ThemeBody = Strict({
  theme: Type.Union(THEMES.map((theme) => Type.Literal(theme))),
});

/** The current user as the app reads it (login, PATCH /user, switching owner). */
export const CurrentUserView = Type.Object({
  _id: Uuid,
  type: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  profile_picture: Nullable(Type.String()),
  theme: Type.String(),
  company: Nullable(Type.String()),
  status: Type.Integer(),
  asset_label: Type.Object({ label_id: Type.String(), labelName: Type.String() }),
  channel_status: Type.String(),
  contractCount: Type.Integer({ minimum: 0 }),
  /** The Licensing Library entry is hidden for this account (spec 001 §6). */
  browse_hidden: Type.Boolean(),
  login_id: Uuid,
  team_member_type: Nullable(Type.String()),
});
export type CurrentUser = Static<typeof CurrentUserView>;

/** An owner a team member may act for (spec 001 §3, content_owner_array). */
export const ContentOwnerEntry = Type.Object({
  content_owner_id: Uuid,
  company: Nullable(Type.String()),
  name: Type.String(),
  profile_picture: Nullable(Type.String()),
  /** The owner the session acts for now. */
  default_active: Type.Boolean(),
});
export type ContentOwnerEntry = Static<typeof ContentOwnerEntry>;

const ContentOwners = Type.Array(ContentOwnerEntry);

/**
 * The app's settings the browser needs once signed in, sent beside the user (never inside it, which
 * the profile's answers replace): the creators' FAQ address, absent when FAQ_URL is not set.
 */
const AppSettingsFields = {
  faq_url: Type.Optional(Type.String({ format: 'uri', maxLength: URL_MAX_LENGTH })),
};

export const LoginAnswer = Type.Object({
  result: CurrentUserView,
  token: Type.String(),
  channel_status: Type.String(),
  contractCount: Type.Integer({ minimum: 0 }),
  login_id: Uuid,
  team_member_type: Nullable(Type.String()),
  content_owner_array: ContentOwners,
  ...AppSettingsFields,
});

export const CurrentUserAnswer = Type.Object({
  result: CurrentUserView,
  content_owner_array: ContentOwners,
  ...AppSettingsFields,
});

export const SwitchOwnerAnswer = Type.Object({
  result: CurrentUserView,
  type: Type.Integer(),
  team_member_type: Nullable(Type.String()),
  content_owner_array: ContentOwners,
  message: Type.String(),
  ...SaidFields,
});

export const SignedOutAnswer = Answer(Type.Object({ signedOut: Type.Boolean() }));
export const PasswordChangedAnswer = Answer(Type.Object({ changed: Type.Boolean() }));
export const ThemeAnswer = Answer(Type.Object({ theme: Type.String() }));

/** An account offered by a picker. */
export const AccountChoice = Type.Object({
  _id: Uuid,
  name: Type.String(),
  email: Type.String(),
  company: Nullable(Type.String()),
});
export const AccountChoicesAnswer = Answer(Type.Array(AccountChoice));
