/**
 * Values the request states as typed values, an address range ("10.40.1.0/24") or a number with
 * what it counts ("3 times", "50 processing units", "100 GB"), and whether the files hold them
 * (issue 24, SIL): a value no file holds in any of its spellings was not written, whatever was
 * read, so it is never reported as honoured and never left unsaid. A number is looked for as a
 * number of its own, also in the units a writer converts it to (4 days as 96 hours or 345600
 * seconds, 2 GB as 2048 MB); a file may hold it for another reason, and then nothing is said,
 * which never calls missing what is there. A time zone ("Europe/Berlin") is written as it is stated.
 */
import { timeZonesIn } from '../understand/time-zones';

export interface StatedValue {
  /** The words that state it, as written ("3 times", "10.40.1.0/24"). */
  words: string;
  /** The address range or address, or the number. */
  value: string;
  /** The word after a number ("days", "gb"), lower case; empty when none. */
  unit: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// An IPv4 address, with its prefix length when it is a range.
const ADDRESS = /(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?)(?![\w.])/g;
// A number standing alone: not inside a name or code ("vm-01", "e2-standard-8", "P1v3"), a time
// ("02:30"), an address, a version range or an identifier (an account id inside an ARN).
const NUMBER =
  /(?<![\w.:/@-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:([a-z]+|%)(?![\w:/@]|[.-]\w)|(?![\w:/@]|\.\d|-\w))(\s+[a-z][a-z/]*)?/gi;
// Words after a number that say nothing of what it counts.
const NOT_UNITS = new Set(
  (
    'a an the and or to of in on at for from with by per is are was be it its than then x over above below under ' +
    'into after before each every more less fewer most least within until via as so but if when'
  ).split(' '),
);
// Units a writer spells as a tier's name, not as a number ("20 DTU" as the S1 tier).
const TIER_UNITS = /^dtus?$/;
// The words right before a number that say what it is ("batch size 5", "priority 2").
const BEFORE = /(?:^|[\s(])((?:[a-z][a-z-]*\s+){0,2})$/i;

// The unit of a time zone stated ("Europe/Berlin"), whose attribute the schemas name so.
const TIME_ZONE = 'time zone';

/** The typed values `text` states, in order. */
export function statedValues(text: string): StatedValue[] {
  const found: StatedValue[] = timeZonesIn(text).map((z) => ({ words: z.words, value: z.zone, unit: TIME_ZONE }));
  const addresses = [...text.matchAll(ADDRESS)];
  for (const m of addresses) found.push({ words: m[1], value: m[1], unit: '' });
  for (const m of text.matchAll(NUMBER)) {
    if (addresses.some((a) => m.index >= a.index && m.index < a.index + a[0].length)) continue;
    const attached = m[2]?.toLowerCase();
    const spaced = attached ? undefined : m[3]?.trim();
    const unit = attached ?? (spaced && !NOT_UNITS.has(spaced.toLowerCase()) ? spaced.toLowerCase() : '');
    // A time of day ("4am", "11 pm") is a schedule's, written as cron or a time: no number to find.
    if (/^[ap]\.?m\.?$/.test(unit)) continue;
    const before = unit ? '' : (BEFORE.exec(text.slice(0, m.index))?.[1] ?? '');
    found.push({
      words: attached ? `${m[1]}${m[2]}` : unit ? `${m[1]} ${spaced}` : `${before}${m[1]}`,
      value: m[1].replace(/,/g, ''),
      unit,
    });
  }
  return found;
}

// What a writer may write a number in unit `unit` as: the factors to other units it converts to.
const CONVERSIONS: [RegExp, number[]][] = [
  [/^(?:s|secs?|seconds?)$/, [1, 1000]],
  [/^(?:mins?|minutes?)$/, [1, 60, 60_000]],
  [/^(?:h|hrs?|hours?)$/, [1, 60, 3600, 3_600_000]],
  [/^(?:d|days?)$/, [1, 24, 1440, 86_400, 86_400_000]],
  [/^(?:w|wks?|weeks?)$/, [1, 7, 168, 10_080, 604_800]],
  [/^(?:months?)$/, [1, 30, 31, 720, 744, 2_592_000]],
  [/^(?:y|yrs?|years?)$/, [1, 12, 365, 8760, 31_536_000]],
  [/^(?:kb|kib)$/, [1, 1024, 1000]],
  // "m" is minutes, megabytes or millicores of CPU (250m as 0.25 vCPU, or 256 ECS CPU units).
  [/^(?:mb|mib|mi)$/, [1, 1024, 1_048_576, 1_000_000]],
  [/^m$/, [1, 60, 60_000, 1024, 1_048_576, 1000, 1000 / 1024]],
  [/^(?:gb|gib|gi|g)$/, [1, 1024, 1000, 1_048_576, 1_073_741_824, 1_000_000_000]],
  [/^(?:tb|tib|ti|t)$/, [1, 1024, 1000, 1_048_576]],
  [/^(?:v?cpus?|cores?)$/, [1, 1000, 1024]],
  [/^%$|^percent$/, [1, 100]],
];

/** Whether `content` holds number `n` as a number of its own (not inside a longer number or an address). */
function holdsNumber(n: string, content: string): boolean {
  // A decimal may be written with another separator ("8.0" as MYSQL_8_0, "22.04" as 22_04).
  const spelled = escape(n).replace(/\\\./g, '[._-]?');
  // A whole number is also held written with a zero decimal ("8" of ".NET 8" as DOTNETCORE|8.0).
  const whole = /^\d+$/.test(n) ? `|(?<![\\d.])${n}\\.0(?![\\d]|\\.\\d)` : '';
  return new RegExp(`(?<![\\d.])${spelled}(?![\\d]|\\.\\d)${whole}`).test(content);
}

// Seconds in one of each unit of time, for a duration written another way (90 seconds as PT1M30S).
const SECONDS: [RegExp, number][] = [
  [/^(?:s|secs?|seconds?)$/, 1],
  [/^(?:mins?|minutes?)$/, 60],
  [/^(?:h|hrs?|hours?)$/, 3600],
  [/^(?:d|days?)$/, 86_400],
  [/^(?:w|wks?|weeks?)$/, 604_800],
];

/** Whether a stated value is a duration ("90 seconds", "3 days"), which writers often derive other values from. */
export function isDuration(v: StatedValue): boolean {
  return SECONDS.some(([re]) => re.test(v.unit)) || /^(?:months?|y|yrs?|years?)$/.test(v.unit);
}

/** A duration as ISO 8601 writes it: P3D, PT1M30S, PT6H. */
function iso(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const h = Math.floor(rest / 3600);
  const m = Math.floor((rest % 3600) / 60);
  const s = rest % 60;
  const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
  return `P${d ? `${d}D` : ''}${time ? `T${time}` : ''}`;
}

/** Whether the files hold a stated value, in any spelling a writer gives it. */
export function valueHeld(v: StatedValue, content: string): boolean {
  if (v.unit === TIME_ZONE) return content.includes(v.value);
  if (v.value.includes('.') && /^\d{1,3}(?:\.\d{1,3}){3}/.test(v.value)) return content.includes(v.value);
  const n = Number(v.value);
  if (!Number.isFinite(n) || TIER_UNITS.test(v.unit)) return true;
  if (holdsNumber(v.value, content)) return true;
  const perUnit = SECONDS.find(([re]) => re.test(v.unit))?.[1];
  if (perUnit && Number.isInteger(n * perUnit) && new RegExp(`\\b${iso(n * perUnit)}\\b`, 'i').test(content))
    return true;
  const factors = CONVERSIONS.find(([re]) => re.test(v.unit))?.[1] ?? [];
  // Converted up or down, as a writer prints it: whole, or with up to three decimals (0.25 vCPU).
  return factors.some((f) =>
    [n * f, n / f].some((x) => {
      const printed = Number(x.toFixed(6));
      return printed > 0 && Number.isInteger(printed * 1000) && holdsNumber(String(printed), content);
    }),
  );
}

/** The stated values of `text` no file holds. */
export function valuesNotHeld(text: string, content: string): StatedValue[] {
  return statedValues(text).filter((v) => !valueHeld(v, content));
}
