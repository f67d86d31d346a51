/**
 * Whether the written files hold what a setting stated, looked for as written: a word or a
 * value with letters ("Premium", "standard", "512Mi"), never a bare number, which would be found
 * anywhere. A setting the files hold is met, whether a writer read it or chose the same value
 * itself, so no "not covered" line calls it missing (issue 24, class 4).
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function heldByFiles(values: Readonly<Record<string, unknown>> | undefined, content: string): boolean {
  const stated = Object.values(values ?? {}).filter((v) => v !== undefined);
  if (!stated.length || !stated.every((v) => typeof v === 'string' && v.length >= 3 && /[a-z]/i.test(v))) return false;
  return (stated as string[]).every((v) =>
    new RegExp(`(?<![A-Za-z0-9])${escape(v).replace(/\s+/g, '[\\s_-]*')}(?![A-Za-z0-9])`, 'i').test(content),
  );
}
