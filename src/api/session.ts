import { SESSION_TOKEN_KEY } from '../../shared/constants';
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
  /** The Licensing Library entry is hidden for this account (spec 001 §6). */
  browse_hidden?: boolean;
  login_id: string;
  team_member_type: string | null;
}

/** An owner a team member may act for (spec 001 §3, content owner list entry). */
export interface ContentOwner {
  content_owner_id: string;
  company: string | null;
  name: string;
  profile_picture: string | null;
  /** The owner the session acts for now. */
  default_active: boolean;
}

const TOKEN_KEY = SESSION_TOKEN_KEY;
const USER_ID_KEY = 'user_id';
const USER_KEY = 'user';
/** The storage keys spec 001 §3 names for account switching. */
const COMPANY_KEY = 'company';
const CONTENT_OWNERS_KEY = 'content_owner_array';
/** The creators' FAQ address the API sends beside the user (FAQ_URL), when configured. */
const FAQ_URL_KEY = 'faq_url';

function readJson<T>(key: string): T | undefined {
  const raw = localStorage.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** The token, the user id and the user, kept together in localStorage (spec 000 §4, Session). */
export const session = {
  token: () => localStorage.getItem(TOKEN_KEY),
  userId: () => localStorage.getItem(USER_ID_KEY),
  user: () => readJson<SessionUser>(USER_KEY),
  /** The owners a team member may switch to; empty for everyone else. */
  contentOwners: () => readJson<ContentOwner[]>(CONTENT_OWNERS_KEY) ?? [],
  saveContentOwners(owners: ContentOwner[]) {
    localStorage.setItem(CONTENT_OWNERS_KEY, JSON.stringify(owners));
  },
  faqUrl: () => localStorage.getItem(FAQ_URL_KEY) ?? undefined,
  /** Kept from each sign-in and refresh; none when the answer has none (FAQ_URL unset since). */
  saveFaqUrl(url: unknown) {
    if (typeof url === 'string' && url !== '') localStorage.setItem(FAQ_URL_KEY, url);
    else localStorage.removeItem(FAQ_URL_KEY);
  },
  /** The company of the owner being switched to, kept while the page reloads. */
  saveCompany(company: string | null) {
    localStorage.setItem(COMPANY_KEY, company ?? '');
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
    [TOKEN_KEY, USER_ID_KEY, USER_KEY, COMPANY_KEY, CONTENT_OWNERS_KEY, FAQ_URL_KEY].forEach((key) =>
      localStorage.removeItem(key),
    );
  },
};

/** The type the app works with: a type-8 account of a creator team is 9. */
export const userTypeOf = (user: Pick<SessionUser, 'type' | 'team_member_type'>): UserType =>
  effectiveUserType(user.type, user.team_member_type);
