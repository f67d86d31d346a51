/**
 * The time zone a schedule's clock times are in: an IANA name as written ("Europe/Berlin",
 * "America/New_York") or a city said with "time" ("at 02:30 Berlin time", "9am New York local
 * time"). The names are the runtime's own list of IANA zones, so any zone is read, never a list of
 * some. Read into the `schedule` family: it belongs to what runs on a schedule, and without it the
 * job runs at the stated hour in UTC.
 */
import { type Rule } from '../settings';

// Zones by their lower-case name, and by their city ("new york" of America/New_York): the first zone
// of a city wins. Antarctic stations and three-part names ("America/North_Dakota/Center") are left
// out of the cities: "center time" is no zone.
const ZONES = new Map<string, string>();
const CITIES = new Map<string, string>();
for (const zone of Intl.supportedValuesOf('timeZone')) {
  ZONES.set(zone.toLowerCase(), zone);
  const parts = zone.split('/');
  const city = parts[1]?.replace(/_/g, ' ').toLowerCase();
  if (parts.length === 2 && parts[0] !== 'Antarctica' && !CITIES.has(city)) CITIES.set(city, zone);
}
const CITY_NAMES = [...CITIES.keys()]
  .sort((a, b) => b.length - a.length)
  .map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** An IANA zone name as written, in any case: two or three parts joined by slashes. */
export const TIME_ZONE_NAME = /\b[a-z]+\/[a-z_-]+(?:\/[a-z_-]+)?\b/gi;

/** The IANA zone `text` names (any case), or undefined. */
export function timeZoneNamed(text: string): string | undefined {
  const lower = text.toLowerCase();
  return ZONES.get(lower) ?? (/^etc\/(?:utc|gmt)$/.test(lower) ? 'Etc/UTC' : undefined);
}

export const TIME_ZONE: Rule[] = [
  {
    re: new RegExp(
      String.raw`\b([a-z]+\/[a-z_-]+(?:\/[a-z_-]+)?)\b(?:\s+(?:local\s+)?time\b)?|\b(${CITY_NAMES.join('|')})\s+(?:local\s+)?time\b`,
      'g',
    ),
    read: (m) => {
      const zone = m[1] ? timeZoneNamed(m[1]) : CITIES.get(m[2]);
      return zone ? { label: 'time zone', values: { timeZone: zone }, family: 'schedule' } : undefined;
    },
    examples: {
      reads: {
        'a scheduler job every weekday at 7am europe/berlin': { timeZone: 'Europe/Berlin' },
        'run it daily at 06:00 america/new_york': { timeZone: 'America/New_York' },
        'a cron job at 02:30 tokyo time': { timeZone: 'Asia/Tokyo' },
        'every day at 9am new york local time': { timeZone: 'America/New_York' },
      },
      leaves: ['a job with a 5 minute run time', 'read/write access to the bucket', 'the queue at times of peak'],
    },
  },
];
