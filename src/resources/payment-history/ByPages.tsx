import { useTranslate } from 'react-admin';
import { titleForUser } from '../../../shared/titles';
import { useUserType } from '../useUserType';
import { ByReport } from './ByReport';
import './texts';

/** The menu's title of a page, as the caller's role reads it (spec 000 §1's replaced titles). */
function useTitle(title: string) {
  const translate = useTranslate();
  const shown = titleForUser(title, useUserType());
  return translate(`app.titles.${shown}`, { _: shown });
}

/** The four payment-history/by-* pages, each the same report by another dimension. */
export function ByCreatorPage() {
  return <ByReport dimension="creator" title={useTitle('Payment History By Creators')} />;
}
export function ByChannelPage() {
  return <ByReport dimension="channel" title={useTitle('Payment History By Channel')} />;
}
export function ByRightHolderPage() {
  return <ByReport dimension="right-holder" title={useTitle('Payment History By Content Owners')} />;
}
export function ByVideoPage() {
  return <ByReport dimension="video" title={useTitle('Payment History By YouTube Videos')} />;
}
