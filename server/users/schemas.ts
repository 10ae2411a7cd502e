import { Type } from '@sinclair/typebox';
import {
  BOT_CHECK_TOKEN_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SEARCH_MAX_LENGTH,
  THEMES,
} from '../../shared/constants';
import { Strict, Text, Uuid } from '../http/schemas';

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
