import { describe, expect, it } from 'vitest';
import { visibleMenu, type MenuUser } from './menu';
import { BADGE_CALLS, badgesOf, ReviewCountType } from './menuBadges';
import { UserType } from './roles';

const user = (type: UserType, extra: Partial<MenuUser> = {}): MenuUser => ({
  type,
  assetLabelName: 'North',
  contractCount: 1,
  ...extra,
});
const badgesFor = (u: MenuUser) => badgesOf(visibleMenu(u), u.type).sort();

describe('the menu badges a user asks for', () => {
  it('gives staff the counts of the entries they see', () => {
    expect(badgesFor(user(UserType.ADMIN))).toEqual(
      [
        'claims',
        'contactUs',
        'inquiries',
        'paymentsOverview',
        'pendingReview',
        'unclaimedVideos',
        'uploads',
      ].sort(),
    );
    // Viewers have no Payments group, so no overview count.
    expect(badgesFor(user(UserType.VIEWER))).not.toContain('paymentsOverview');
  });

  it('never asks the claims count for rights holders, and asks their uploads only with a label', () => {
    expect(badgesFor(user(UserType.RIGHT_HOLDER))).toEqual(['paymentsOverview', 'uploads']);
    expect(badgesFor(user(UserType.RIGHT_HOLDER_TEAM))).toEqual(['uploads']);
    expect(badgesFor(user(UserType.RIGHT_HOLDER, { assetLabelName: '' }))).toEqual(['paymentsOverview']);
  });

  it('gives creators their overview count and their teams none', () => {
    expect(badgesFor(user(UserType.CREATOR))).toEqual(['paymentsOverview']);
    expect(badgesFor(user(UserType.CREATOR_TEAM))).toEqual([]);
  });

  it("sends the rights holder's own label and type 2 with the review count, type 1 for staff", () => {
    const body = BADGE_CALLS.pendingReview.body!;
    expect(body(user(UserType.RIGHT_HOLDER))).toEqual({
      search: '',
      asset_label: 'North',
      type: ReviewCountType.RIGHT_HOLDER,
    });
    expect(body(user(UserType.MANAGER))).toEqual({
      search: '',
      asset_label: '',
      type: ReviewCountType.STAFF,
    });
  });
});
