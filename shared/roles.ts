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

/** Named groups the declarations (shared/resources) write their role lists with. */
export const CREATOR_SIDE: readonly UserType[] = [UserType.CREATOR, UserType.CREATOR_TEAM];
export const RIGHT_HOLDER_SIDE: readonly UserType[] = [UserType.RIGHT_HOLDER, UserType.RIGHT_HOLDER_TEAM];
export const OWNERS: readonly UserType[] = [UserType.CREATOR, UserType.RIGHT_HOLDER];
export const TEAM_MEMBERS: readonly UserType[] = [UserType.RIGHT_HOLDER_TEAM, UserType.CREATOR_TEAM];
export const STAFF_AND_RIGHT_HOLDERS: readonly UserType[] = [...ADMIN_CATEGORY, ...RIGHT_HOLDER_SIDE];
/** Everyone but the read-only staff (viewers). */
export const ALL_BUT_VIEWERS: readonly UserType[] = ALL_USER_TYPES.filter(
  (type) => !NON_CRUD_ADMINS.includes(type),
);

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

/*
 * Kinds of user: data about an account (whose side it works on), not permissions. Permissions are
 * actions of a declaration in shared/resources.
 */
export const isAdminCategory = (type: UserType) => ADMIN_CATEGORY.includes(type);
export const isSuperAdmin = (type: UserType) => type === UserType.ADMIN;
export const isCreator = (type: UserType) => type === UserType.CREATOR;
export const isCreatorSide = (type: UserType | undefined) =>
  type !== undefined && CREATOR_SIDE.includes(type);
export const isRightHolderSide = (type: UserType | undefined) =>
  type !== undefined && RIGHT_HOLDER_SIDE.includes(type);
/** Creators and rights holders own their data; team members act for an owner; staff see all. */
export const ownsData = (type: UserType) => OWNERS.includes(type);
export const isTeamMember = (type: number) => (TEAM_MEMBERS as readonly number[]).includes(type);
export const isCrudAdmin = (type: UserType) => CRUD_ADMINS.includes(type);
export const isEarningAdmin = (type: UserType) => EARNING_ADMINS.includes(type);
/**
 * Whether this type is ever shown money fields (revenue shares): earning admins and the parties
 * themselves are; non-earning types (5, 7 and team members) never receive them (spec 000 §6).
 */
export const seesMoney = (type: UserType | undefined) => type !== undefined && !NON_EARNING.includes(type);
