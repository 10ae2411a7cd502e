import Box from '@mui/material/Box';
import { useQueries } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { MENU_BADGE_REFRESH_MS } from '../../../shared/constants';
import type { MenuBadge, MenuEntry, MenuUser } from '../../../shared/menu';
import { badgesOf } from '../../../shared/menuBadges';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

export type BadgeCounts = Partial<Record<MenuBadge, number>>;

/**
 * The counts of the badges in this user's menu, asked again every minute. A call that fails leaves
 * its badge out: the menu itself never depends on them.
 */
export function useMenuBadges(entries: readonly MenuEntry[], user: MenuUser | undefined): BadgeCounts {
  const dataProvider = useAppDataProvider();
  const badges = user ? badgesOf(entries, user.type) : [];
  const results = useQueries({
    queries: badges.map((badge) => ({
      queryKey: ['menuBadge', badge, user?.type, user?.assetLabelName],
      queryFn: () => dataProvider.badgeCount(badge, user!),
      refetchInterval: MENU_BADGE_REFRESH_MS,
      retry: false,
    })),
  });
  return Object.fromEntries(badges.map((badge, index) => [badge, results[index].data]));
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The red pill of spec 001 §9; nothing while the count is unknown or zero. */
export function BadgePill({ count }: { count: number | undefined }) {
  const translate = useTranslate();
  if (!count) return null;
  return (
    <Box
      component="span"
      sx={{
        // One pill, never split across lines when the menu wraps a long label.
        display: 'inline-block',
        whiteSpace: 'nowrap',
        ml: 1,
        px: 0.75,
        minWidth: 20,
        borderRadius: 10,
        bgcolor: 'error.dark',
        color: 'common.white',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      <span aria-hidden="true">{count}</span>
      {/* Read out as '2 waiting' rather than a bare number after the entry's title. */}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {translate('app.menu_badge', { smart_count: count })}
      </Box>
    </Box>
  );
}
