/**
 * A stated weekly maintenance window (day 0 = Sunday, hour and minute in UTC) in the shapes the
 * clouds take it: AWS's "sun:02:00-sun:03:00" (at least an hour long), Google's day names and
 * Cloud SQL's day numbers (1 = Monday ... 7 = Sunday).
 */
import { type Component } from '../model/types';

const AWS_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const GOOGLE_DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const two = (n: number) => String(n).padStart(2, '0');

/** One hour from the stated start, as AWS writes a maintenance window; undefined when none is stated. */
export function awsMaintenanceWindow(c: Component): string | undefined {
  const w = c.attrs.maintenanceWindow;
  if (!w) return undefined;
  const endHour = (w.hour + 1) % 24;
  const endDay = endHour === 0 ? (w.day + 1) % 7 : w.day;
  return `${AWS_DAYS[w.day]}:${two(w.hour)}:${two(w.minute)}-${AWS_DAYS[endDay]}:${two(endHour)}:${two(w.minute)}`;
}

/** The day as Memorystore names it ("SUNDAY"). */
export const googleDay = (day: number) => GOOGLE_DAYS[day];

/** The day as Cloud SQL numbers it (1 = Monday ... 7 = Sunday). */
export const cloudSqlDay = (day: number) => (day === 0 ? 7 : day);
