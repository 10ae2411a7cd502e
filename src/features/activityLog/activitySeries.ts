/**
 * A report's points (day, action, count) as a stacked chart's data: every day of the points in order,
 * and per action its count on each of those days (0 where it had none).
 */
export function seriesByAction(points: readonly { day: string; action: string; count: number }[]) {
  const days = [...new Set(points.map((point) => point.day))].sort();
  const actions = [...new Set(points.map((point) => point.action))].sort();
  const at = new Map(points.map((point) => [`${point.action}/${point.day}`, point.count]));
  return {
    days,
    series: actions.map((action) => ({ action, counts: days.map((day) => at.get(`${action}/${day}`) ?? 0) })),
  };
}
