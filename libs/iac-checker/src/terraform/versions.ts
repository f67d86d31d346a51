/**
 * Terraform version constraints (`~> 5.80`, `>= 4.0, < 6.0`, `= 2.38.0`): which bundled provider
 * schema the code should be checked against, the way `terraform init` picks the newest match.
 *
 * @example
 *   pickVersion('~> 5.80', ['5.99.1', '6.66.0']) // { version: '5.99.1', exact: true }
 *   pickVersion('~> 4.0', ['5.99.1', '6.66.0'])  // { version: '5.99.1', exact: false }
 */
type Version = number[];

const parse = (v: string): Version =>
  v
    .replace(/^v/, '')
    .split('-')[0]
    .split('.')
    .map((x) => Number(x) || 0);

function compare(a: Version, b: Version): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** Orders two versions (`6.70.0` after `6.66.0`). */
export function compareVersions(a: string, b: string): number {
  return compare(parse(a), parse(b));
}

/** Whether `version` meets every clause of `constraint`; undefined when the constraint cannot be read. */
export function satisfies(version: string, constraint: string): boolean | undefined {
  const v = parse(version);
  for (const clause of constraint
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)) {
    const m = /^(~>|>=|<=|!=|=|>|<)?\s*v?(\d+(?:\.\d+){0,2})(?:-[\w.]+)?$/.exec(clause);
    if (!m) return undefined;
    const op = m[1] ?? '=';
    const w = parse(m[2]);
    const c = compare(v, w);
    const parts = m[2].split('.').length;
    const ok =
      op === '='
        ? c === 0
        : op === '!='
          ? c !== 0
          : op === '>'
            ? c > 0
            : op === '>='
              ? c >= 0
              : op === '<'
                ? c < 0
                : op === '<='
                  ? c <= 0
                  : // ~> x.y allows x.*, ~> x.y.z allows x.y.*
                    c >= 0 && compare(v.slice(0, parts - 1), w.slice(0, parts - 1)) === 0;
    if (!ok) return false;
  }
  return true;
}

/** The newest bundled version the constraint allows, or the nearest one when none does. */
export function pickVersion(
  constraint: string | undefined,
  bundled: string[],
): { index: number; exact: boolean; readable: boolean } {
  if (!constraint) return { index: bundled.length - 1, exact: true, readable: true };
  let readable = true;
  for (let i = bundled.length - 1; i >= 0; i--) {
    const ok = satisfies(bundled[i], constraint);
    if (ok === undefined) readable = false;
    if (ok) return { index: i, exact: true, readable };
  }
  // Nearest by major version to the first number in the constraint.
  const wanted = parse(/\d+(\.\d+)*/.exec(constraint)?.[0] ?? '0');
  let best = bundled.length - 1;
  let bestGap = Infinity;
  bundled.forEach((b, i) => {
    const gap = Math.abs(parse(b)[0] - wanted[0]);
    if (gap < bestGap || (gap === bestGap && i > best)) {
      best = i;
      bestGap = gap;
    }
  });
  return { index: best, exact: false, readable };
}

/**
 * True when the constraint admits a major version newer than every bundled one (`>= 6.0` against
 * a newest bundled 6.50 admits 7.x): `terraform init` installs the newest match, which may add
 * names the bundled schema lacks, so what it cannot know is not judged.
 */
export function admitsNewerMajor(constraint: string | undefined, bundled: string[]): boolean {
  if (!constraint || !bundled.length) return false;
  const newest = Math.max(...bundled.map((b) => parse(b)[0]));
  for (let major = newest + 1; major <= newest + 3; major++)
    if (satisfies(`${major}.0.0`, constraint) || satisfies(`${major}.99.0`, constraint)) return true;
  return false;
}

/**
 * Whether `constraint` allows no version from `version` on: one of its clauses caps it below
 * (`< 0.12`, `<= 0.9.11`, `= 0.11.14`, `~> 0.11.0`). Lower bounds and `!=` cap nothing.
 */
export function upperBoundBelow(constraint: string, version: string): boolean {
  const v = parse(version);
  return constraint
    .split(',')
    .map((c) => /^(~>|>=|<=|!=|=|>|<)?\s*v?(\d+(?:\.\d+){0,2})(?:-[\w.]+)?$/.exec(c.trim()))
    .some((m) => {
      if (!m) return false;
      const op = m[1] ?? '=';
      const w = parse(m[2]);
      if (op === '<') return compare(w, v) <= 0;
      if (op === '<=' || op === '=') return compare(w, v) < 0;
      if (op !== '~>' || m[2].split('.').length < 2) return false;
      // ~> x.y.z allows below x.(y+1); ~> x.y below (x+1).
      const parts = m[2].split('.').length;
      const cap = w.slice(0, parts - 1);
      cap[cap.length - 1] += 1;
      return compare(cap, v) <= 0;
    });
}
