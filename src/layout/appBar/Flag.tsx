import type { ReactElement } from 'react';
import type { Locale } from '../../i18n';

const FLAG_WIDTH = 20;
const FLAG_HEIGHT = 14;

/** Simplified national flags, drawn here so that no emoji font or image request is needed. */
const FLAGS: Record<Locale, ReactElement> = {
  en: (
    <>
      <rect width="30" height="20" fill="#b22234" />
      {[1, 3, 5, 7, 9, 11].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill="#fff" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
    </>
  ),
  fr: (
    <>
      <rect width="10" height="20" fill="#0055a4" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ef4135" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  pt: (
    <>
      <rect width="30" height="20" fill="#da291c" />
      <rect width="12" height="20" fill="#046a38" />
      <circle cx="12" cy="10" r="4" fill="#ffe900" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="7" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
};

/** The flag of a language of the app (spec 001 §2.8: English shows the US flag). */
export function Flag({ locale }: { locale: Locale }) {
  return (
    <svg
      width={FLAG_WIDTH}
      height={FLAG_HEIGHT}
      viewBox="0 0 30 20"
      aria-hidden="true"
      style={{ borderRadius: 2 }}
    >
      {FLAGS[locale]}
    </svg>
  );
}
