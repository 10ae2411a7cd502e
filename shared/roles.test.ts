import { describe, expect, it } from 'vitest';
import {
  ADMIN_CATEGORY,
  CRUD_ADMINS,
  EARNING_ADMINS,
  effectiveUserType,
  NON_CRUD_ADMINS,
  ROLE_LABELS,
  seesMoney,
} from './roles';

describe('user types', () => {
  it('treats a type-8 account of a creator team as type 9', () => {
    expect(effectiveUserType(8, 'creator')).toBe(9);
    expect(effectiveUserType(8, 'right_holder')).toBe(8);
    expect(effectiveUserType(8, null)).toBe(8);
    expect(effectiveUserType(3, 'creator')).toBe(3);
  });

  it('has the role groups of the spec', () => {
    expect(ADMIN_CATEGORY).toEqual([1, 2, 5, 6, 7]);
    expect(CRUD_ADMINS).toEqual([1, 2, 5]);
    expect(NON_CRUD_ADMINS).toEqual([6, 7]);
    expect(EARNING_ADMINS).toEqual([1, 2, 6]);
  });

  it('labels roles as the top bar shows them, spelling included', () => {
    expect(ROLE_LABELS[1]).toBe('Super Admin');
    expect(ROLE_LABELS[5]).toBe('Manger Limited');
    expect(ROLE_LABELS[8]).toBe('Team Member (Content Owner)');
    expect(ROLE_LABELS[9]).toBe('Team Member (Creator)');
  });
});

describe('seesMoney', () => {
  it('shows money to earning types and the parties, never to types 5, 7, 8 and 9', () => {
    expect([1, 2, 3, 4, 6].every((type) => seesMoney(type as 1))).toBe(true);
    expect([5, 7, 8, 9].some((type) => seesMoney(type as 5))).toBe(false);
  });
});
