import { useLocaleState, useRecordContext } from 'react-admin';

type Earning = { currency: string | null; amount: number };

/** An amount in its currency, in the reader's language (a plain number when no currency is known). */
export function formatEarning({ currency, amount }: Earning, locale: string): string {
  return currency
    ? new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(amount);
}

/** What the creator earned the rights holder, one line per currency (money: the list hides it from 8). */
export function EarningsField(_props: { source: string; label?: string }) {
  const record = useRecordContext<{ earnings?: Earning[] }>();
  const [locale] = useLocaleState();
  if (!record?.earnings) return null;
  return <span>{record.earnings.map((earning) => formatEarning(earning, locale)).join(' · ')}</span>;
}
