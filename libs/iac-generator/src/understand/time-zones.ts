/**
 * IANA time zone names ("Europe/Berlin", "America/Argentina/Buenos_Aires"), as the runtime's own
 * time zone data knows them: a value a schedule is stated in, never a product or a name of a thing.
 */
const ZONE = /(?<![\w/])[A-Z][A-Za-z_-]+(?:\/[A-Z][A-Za-z_-]+)+(?![\w/])/g;

/** Whether `text` is one IANA time zone name with an area ("Etc/UTC", "Asia/Kolkata"). */
export function isTimeZone(text: string): boolean {
  if (!/^[A-Z][A-Za-z_-]+(?:\/[A-Z][A-Za-z_-]+)+$/.test(text)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

// The words that say a name before them is a time zone ("Europe/Berlin time").
const SAID_AS_ZONE = /^\s+(?:time\s*zone|timezone|time|tz)\b/i;

/** The IANA time zone names `text` states, in order, each with the words that state it ("Asia/Tokyo time"). */
export function timeZonesIn(text: string): { zone: string; words: string }[] {
  return [...text.matchAll(ZONE)]
    .filter((m) => isTimeZone(m[0]))
    .map((m) => ({ zone: m[0], words: m[0] + (SAID_AS_ZONE.exec(text.slice(m.index + m[0].length))?.[0] ?? '') }));
}
