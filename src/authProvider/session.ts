import { effectiveUserType, type UserType } from '../../shared/roles';

/** The current user as the API sends it (login and PATCH /user). */
export interface SessionUser {
  _id: string;
  type: number;
  name: string;
  email: string;
  profile_picture: string | null;
  theme: string;
  company: string | null;
  asset_label: { label_id: string; labelName: string };
  channel_status: string;
  contractCount: number;
  login_id: string;
  team_member_type: string | null;
}

const TOKEN_KEY = 'token';
const USER_ID_KEY = 'user_id';
const USER_KEY = 'user';

/** The token, the user id and the user, kept together in localStorage (spec 000 §4, Session). */
export const session = {
  token: () => localStorage.getItem(TOKEN_KEY),
  userId: () => localStorage.getItem(USER_ID_KEY),
  user(): SessionUser | undefined {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return undefined;
    try {
      return JSON.parse(raw) as SessionUser;
    } catch {
      return undefined;
    }
  },
  save(token: string, user: SessionUser) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_ID_KEY, user._id);
    this.saveUser(user);
  },
  saveUser(user: SessionUser) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  clear() {
    [TOKEN_KEY, USER_ID_KEY, USER_KEY].forEach((key) => localStorage.removeItem(key));
  },
};

/** The type the app works with: a type-8 account of a creator team is 9. */
export const userTypeOf = (user: Pick<SessionUser, 'type' | 'team_member_type'>): UserType =>
  effectiveUserType(user.type, user.team_member_type);
