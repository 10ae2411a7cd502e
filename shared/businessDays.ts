/** Saturday and Sunday: the days a legal clock in business days skips (UTC calendar). */
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment `days` business days after `start`, at the same time of day: the day of `start` does
 * not count, each following weekday does, weekends are skipped (a counter-notice received on a
 * Friday starts counting on Monday). Holidays are not known here, so the clock never runs short.
 */
export function addBusinessDays(start: Date, days: number): Date {
  let at = new Date(start.getTime());
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
}

/** How many business days from `from` to `to` (the day of `from` excluded, that of `to` included). */
export function businessDaysBetween(from: Date, to: Date): number {
  let count = 0;
  for (
    let at = new Date(from.getTime() + DAY_MS);
    at.getTime() <= to.getTime();
    at = new Date(at.getTime() + DAY_MS)
  ) {
    if (!isWeekend(at)) count += 1;
  }
  return count;
}
