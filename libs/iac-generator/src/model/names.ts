/**
 * Names every target accepts, derived from the prompt's names or the component id. Each cloud has
 * its own rules (DNS labels for Kubernetes and most Google resources, alphanumerics for Azure
 * storage), so the rules live here rather than in each writer.
 */
import { type Component } from './types';

/** The name as the user gave it, or the label with hyphens. */
export function givenName(c: Component): string {
  return c.name ?? c.id.replace(/_/g, '-');
}

/**
 * The name given to a part its kind writes for it ("- vault archive-vault" of an AWS Backup plan, whose
 * writer writes the vault): the first name of a child said with a word `word` matches.
 */
export function partName(c: Component, word: RegExp): string | undefined {
  return c.attrs.children?.find((ch) => word.test(ch.word) && ch.names.length)?.names[0];
}

/** The word of a database named inside the server that holds it ("a MySQL server, database 'inventory'"). */
export const DATABASE_PART = /^(?:databases?|dbs?)$/;

/** The name as given when it is written as a path ("/shop/prod/api-url", "team/ci/token"), which is kept as written. */
export function pathName(c: Component): string | undefined {
  return c.name?.includes('/') ? c.name : undefined;
}

/** An RFC 1123 label: lower case letters, digits and `-`, starting with a letter, at most `max`. */
export function dnsLabel(c: Component | string, max = 63): string {
  const raw = typeof c === 'string' ? c : givenName(c);
  const n = raw
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return /^[a-z]/.test(n) ? n : `r-${n}`.slice(0, max).replace(/-+$/, '');
}

/** Letters and digits only, lower case (Azure storage accounts, registries). */
export function alnum(c: Component | string, max = 24, min = 3): string {
  const raw = typeof c === 'string' ? c : givenName(c);
  let n = raw
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, max);
  if (!/^[a-z]/.test(n)) n = `r${n}`.slice(0, max);
  return n.padEnd(min, '0');
}

/**
 * An EventBridge schedule (`rate(...)`, `cron(m h dom mon dow year)`) as a five-field Unix cron,
 * which Kubernetes, Cloud Scheduler and Azure read.
 */
export function unixCron(schedule: string | undefined, fallback = '0 0 * * *'): string {
  if (!schedule) return fallback;
  const rate = schedule.match(/^rate\((\d+) (minute|hour|day)s?\)$/);
  if (rate) {
    const n = Math.max(1, Number(rate[1]));
    if (rate[2] === 'minute') return n === 1 ? '* * * * *' : `*/${Math.min(n, 59)} * * * *`;
    if (rate[2] === 'hour') return n === 1 ? '0 * * * *' : `0 */${Math.min(n, 23)} * * *`;
    return n === 1 ? '0 0 * * *' : `0 0 */${Math.min(n, 31)} * *`;
  }
  const cron = schedule.match(/^cron\((\S+) (\S+) (\S+) (\S+) (\S+)(?: \S+)?\)$/);
  if (!cron) return fallback;
  const days: Record<string, string> = { SUN: '0', MON: '1', TUE: '2', WED: '3', THU: '4', FRI: '5', SAT: '6' };
  const fields = cron.slice(1, 6).map((f) => f.replace(/\?/g, '*'));
  fields[4] = fields[4].replace(/[A-Z]{3}/g, (d) => days[d] ?? d);
  return fields.join(' ');
}
