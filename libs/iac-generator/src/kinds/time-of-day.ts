/**
 * A time of day stated apart from its schedule ("daily backups at 03:00 UTC", "every Sunday, run it
 * at 23:30") sets the hour and minute of that schedule, in the EventBridge form the reading gives
 * (`rate(...)`, `cron(m h dom mon dow year)`), which each writer turns into its own.
 */
const TIME = /^(\d{1,2}):(\d{2})$/;

/**
 * `schedule` at `timeOfDay`: a daily (or every-N-days) rate becomes a cron at that time, a cron with
 * a fixed minute and hour takes the stated ones, no schedule at all becomes daily at that time.
 * Schedules in hours or minutes have no one time of day and stay as they are.
 *
 * @example
 *   atTimeOfDay(undefined, '03:00') // 'cron(0 3 * * ? *)'
 *   atTimeOfDay('cron(0 0 ? * SUN *)', '23:30') // 'cron(30 23 ? * SUN *)'
 */
export function atTimeOfDay(schedule: string | undefined, timeOfDay: string | undefined): string | undefined {
  const time = TIME.exec(timeOfDay ?? '');
  if (!time) return schedule;
  const [hour, minute] = [Number(time[1]), Number(time[2])];
  if (hour > 23 || minute > 59) return schedule;
  if (!schedule) return `cron(${minute} ${hour} * * ? *)`;
  const days = /^rate\((\d+) days?\)$/.exec(schedule);
  if (days) return `cron(${minute} ${hour} ${Number(days[1]) === 1 ? '*' : `*/${days[1]}`} * ? *)`;
  const cron = /^cron\(\d{1,2} \d{1,2} (.+)\)$/.exec(schedule);
  return cron ? `cron(${minute} ${hour} ${cron[1]})` : schedule;
}
