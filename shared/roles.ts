/** Numeric user types, as the API and the spec name them (spec 000 §2 and §6). */
export const UserType = {
  ADMIN: 1,
  MANAGER: 2,
  CREATOR: 3,
  RIGHT_HOLDER: 4,
  MANAGER_LIMITED: 5,
  VIEWER: 6,
  VIEWER_LIMITED: 7,
  RIGHT_HOLDER_TEAM: 8,
  CREATOR_TEAM: 9,
} as const;

export type UserType = (typeof UserType)[keyof typeof UserType];

export const ALL_USER_TYPES: readonly UserType[] = Object.values(UserType);

/** Role groups of spec 000 §6. */
export const ADMIN_CATEGORY: readonly UserType[] = [1, 2, 5, 6, 7];
export const CRUD_ADMINS: readonly UserType[] = [1, 2, 5];
export const NON_CRUD_ADMINS: readonly UserType[] = [6, 7];
export const EARNING_ADMINS: readonly UserType[] = [1, 2, 6];
export const NON_EARNING: readonly UserType[] = [5, 7, 8, 9];
export const MANAGER_LIMITED_GROUP: readonly UserType[] = [5, 7];

/** Role labels shown in the top bar (spec 001 §1), spelling as shown. */
export const ROLE_LABELS: Record<UserType, string> = {
  1: 'Super Admin',
  2: 'Manager',
  3: 'Creator',
  4: 'Content Owner',
  5: 'Manger Limited',
  6: 'Viewer',
  7: 'Viewer Limited',
  8: 'Team Member (Content Owner)',
  9: 'Team Member (Creator)',
};

/** Kinds of team membership: whose team a type-8 account belongs to. */
export const TeamMemberType = { CREATOR: 'creator', RIGHT_HOLDER: 'right_holder' } as const;
export type TeamMemberType = (typeof TeamMemberType)[keyof typeof TeamMemberType];

/**
 * The API stores every team member as type 8 and tells creator teams apart by team_member_type;
 * both the app and the server treat such an account as type 9 (spec 000 §4, Session).
 */
export function effectiveUserType(type: number, teamMemberType?: string | null): UserType {
  if (type === UserType.RIGHT_HOLDER_TEAM && teamMemberType === TeamMemberType.CREATOR) {
    return UserType.CREATOR_TEAM;
  }
  return type as UserType;
}

export const isUserType = (value: unknown): value is UserType =>
  typeof value === 'number' && (ALL_USER_TYPES as readonly number[]).includes(value);

export const isAdminCategory = (type: UserType) => ADMIN_CATEGORY.includes(type);
export const isCrudAdmin = (type: UserType) => CRUD_ADMINS.includes(type);
export const isEarningAdmin = (type: UserType) => EARNING_ADMINS.includes(type);
/**
 * Whether this type is ever shown money fields (revenue shares): earning admins and the parties
 * themselves are; non-earning types (5, 7 and team members) never receive them (spec 000 §6).
 */
export const seesMoney = (type: UserType | undefined) => type !== undefined && !NON_EARNING.includes(type);
