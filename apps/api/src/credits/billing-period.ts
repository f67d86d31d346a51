/** `start` moved by whole months (or years), on the same day of the month, or the month's last day when it has fewer. */
function addMonths(start: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      start.getUTCFullYear(),
      start.getUTCMonth() + months,
      1,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

/**
 * The billing period `now` falls in, for a plan started at `start`: periods follow one another
 * every month (or year) from the start, on the start's day of the month (a plan started on the
 * 31st renews on the last day of shorter months).
 *
 * @example
 *   billingPeriod(new Date('2026-01-31'), 'monthly', new Date('2026-03-05'));
 *   // { start: 2026-02-28, next: 2026-03-31 }
 */
export function billingPeriod(start: Date, period: 'monthly' | 'yearly', now: Date): { start: Date; next: Date } {
  const step = period === 'yearly' ? 12 : 1;
  if (now < start) return { start, next: addMonths(start, step) };
  let n = Math.floor(
    ((now.getUTCFullYear() - start.getUTCFullYear()) * 12 + now.getUTCMonth() - start.getUTCMonth()) / step,
  );
  while (n > 0 && addMonths(start, n * step) > now) n -= 1;
  while (addMonths(start, (n + 1) * step) <= now) n += 1;
  return { start: addMonths(start, n * step), next: addMonths(start, (n + 1) * step) };
}
