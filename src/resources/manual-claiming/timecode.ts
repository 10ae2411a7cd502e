/** Seconds as h:mm:ss (the claim form's and the lists' way of writing a point in a video). */
export function formatTimecode(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

const TIMECODE = /^(?:(\d{1,2}):)?(?:(\d{1,2}):)?(\d{1,2})$/;

/**
 * h:mm:ss, m:ss or s as seconds; undefined when it is none of them (minutes and seconds under 60
 * once a larger unit is written).
 */
export function parseTimecode(text: string): number | undefined {
  const match = TIMECODE.exec(text.trim());
  if (!match) return undefined;
  const parts = match
    .slice(1)
    .filter((part): part is string => part !== undefined)
    .map(Number);
  const [seconds, minutes = 0, hours = 0] = parts.reverse();
  if (parts.length > 1 && seconds! >= 60) return undefined;
  if (parts.length > 2 && minutes >= 60) return undefined;
  return hours * 3600 + minutes * 60 + seconds!;
}

/** Days left until a due date, rounded up (0 on the day, negative once past). */
export function daysLeft(dueAt: string, now: number = Date.now()): number {
  // + 0: no -0 for a date a few hours past.
  return Math.ceil((new Date(dueAt).getTime() - now) / 86_400_000) + 0;
}
