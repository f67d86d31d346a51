/** Helpers the settings families' rules share: units of time, clock times, engine and runtime words. */
import { num } from '../numbers';
const DAYS: Record<string, number> = {
  hour: 1 / 24,
  hr: 1 / 24,
  h: 1 / 24,
  day: 1,
  d: 1,
  week: 7,
  w: 7,
  month: 30,
  mo: 30,
  year: 365,
  yr: 365,
  y: 365,
};
/**
 * A unit of time as lifecycle rules say it, words or the letters written onto the number ("30d",
 * "12w", "1y"): the letters only right after a digit, so a word is never read as a unit.
 */
export const TIME_UNIT = String.raw`(?:hours?|hrs?|days?|weeks?|months?|years?|(?<=\d)(?:h|d|w|mo|yr|y))`;
/** Days in `n` `unit`s; "a"/"an"/"one" is one ("after a year"). */
export const days = (n: string, unit: string) =>
  (/^(?:an?|one)$/i.test(n) ? 1 : num(n)) * (DAYS[unit.replace(/s$/, '')] ?? 1);
/** A count of units as lifecycle rules say it: digits, or "a"/"an"/"one" ("after a year"). */
export const UNIT_COUNT = String.raw`(\d{1,4}|an?|one)`;

// Kubernetes API verbs and resource names, as a role's rules name them (the reading may have spelt
// "configmaps" apart: `rbacResource` joins it again).
export const RBAC_VERB = '(?:get|list|watch|create|update|patch|delete|read[- ]only)\\b';
export const RBAC_RESOURCE =
  '(?:pods\\/(?:log|exec|portforward|attach|status|eviction)|deployments\\/scale|stateful ?sets\\/scale|pods|services|endpoints|deployments|stateful ?sets|daemon ?sets|replica ?sets|config ?maps|secrets|nodes|namespaces|jobs|cron ?jobs|ingresses|persistent ?volume ?claims|events|service ?accounts)\\b';

/** A resource name as the API spells it: "config maps" is configmaps. */
export const rbacResource = (said: string) => said.replace(/\s+/g, '');

/** The AWS services named in a list ("s3 and dynamodb"), each once. */
export const servicesIn = (list: string) => [...new Set(list.match(/s3|dynamodb/g) ?? [])];

const ENGINE_WORDS: [RegExp, string][] = [
  [/^aurora[ -]?postgres/, 'aurora-postgresql'],
  [/^aurora[ -]?mysql|^aurora$/, 'aurora-mysql'],
  [/^(?:postgres|psql|pg$)/, 'postgres'],
  [/^mariadb/, 'mariadb'],
  [/^mysql/, 'mysql'],
  [/^(?:sql ?server|mssql)/, 'sqlserver-ee'],
  [/^oracle/, 'oracle-se2'],
  // Valkey is its own engine on ElastiCache (not Redis OSS): said as Valkey, it is written as Valkey.
  [/^valkey/, 'valkey'],
  [/^redis/, 'redis'],
  [/^memcached/, 'memcached'],
  [/^rabbit/, 'rabbitmq'],
  [/^active/, 'activemq'],
];
export const engineOf = (word: string) => ENGINE_WORDS.find(([re]) => re.test(word))?.[1];

const RUNTIME_WORDS: [RegExp, string][] = [
  [/^(?:node|nodejs|node\.js|javascript|typescript)/, 'node'],
  [/^python/, 'python'],
  [/^java$/, 'java'],
  [/^(?:go|golang)$/, 'go'],
  [/^(?:\.net|dotnet)/, 'dotnet'],
  [/^ruby/, 'ruby'],
  [/^php/, 'php'],
];
export const runtimeOf = (word: string) => RUNTIME_WORDS.find(([re]) => re.test(word))?.[1];

/** A five-field Unix cron as an EventBridge expression (one of day-of-month and day-of-week is `?`). */
export function eventBridgeCron(unix: string): string {
  const [min, hour, dom, mon, dow] = unix.trim().split(/\s+/);
  return dow === '*' || dow === '?'
    ? `cron(${min} ${hour} ${dom} ${mon} ? *)`
    : `cron(${min} ${hour} ? ${mon} ${dow} *)`;
}

export function at(hour: string | undefined, minute: string | undefined, half: string | undefined): [number, number] {
  let h = Number(hour ?? 0) % 24;
  if (half === 'pm' && h < 12) h += 12;
  if (half === 'am' && h === 12) h = 0;
  return [Number(minute ?? 0), h];
}
