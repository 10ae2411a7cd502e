import type { MenuBadge, MenuUser } from '../../../shared/menu';
import { BADGE_CALLS } from '../../../shared/menuBadges';
import { apiRequest } from '../../api/httpClient';

/** The counts beside menu entries (spec 001 §7, Counts). */
export const menuBadgeCalls = {
  badgeCount: async (badge: MenuBadge, user: MenuUser) => {
    const { method, path, body } = BADGE_CALLS[badge];
    const { result } = await apiRequest(path, { method, body: body?.(user) });
    if (!Number.isInteger(result) || (result as number) < 0) throw new Error(`${path} answered no count`);
    return result as number;
  },
};
