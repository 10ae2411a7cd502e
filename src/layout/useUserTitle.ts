import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { pageTitleForUser } from '../../shared/titles';
import { useUserType } from '../resources/useUserType';

/**
 * Translates an English route title as the signed-in user sees it: rights holders and their team
 * see 'Sublicensee Channels' for 'Channels' (spec 000 §1). Translations are keyed by English title.
 */
export function useUserTitle() {
  const translate = useTranslate();
  const type = useUserType();
  return useCallback(
    (title: string) => {
      const shown = pageTitleForUser(title, type);
      return translate(`app.titles.${shown}`, { _: shown });
    },
    [translate, type],
  );
}
