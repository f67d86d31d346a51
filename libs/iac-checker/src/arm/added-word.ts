/**
 * Whether an unknown property name is another name rather than a misspelling of the known one the
 * did-you-mean found. A typo slips letters inside the words of a name (`enableSoftDelet`,
 * `alwaysOnn`, `sate`); a name that holds every word of the known one and a whole word more
 * (`parameterValueType` beside `parameterValues`: parameter, value, +type) names something else,
 * which the service may take though its published type lacks it (Sentinel playbooks' API
 * connections set `parameterValueType: 'Alternative'` for a managed identity). Such a name is
 * judged as any unpublished property, never as a typo of the shorter one.
 *
 * @example
 *   addsWord('parameterValueType', 'parameterValues') // true
 *   addsWord('enableSoftDelet', 'enableSoftDelete')   // false
 */
export function addsWord(name: string, known: string): boolean {
  const have = words(name);
  const want = words(known);
  if (have.length <= want.length) return false;
  let i = 0;
  for (const w of want) {
    while (i < have.length && !sameWord(have[i], w)) i++;
    if (i === have.length) return false;
    i++;
  }
  return true;
}

/** The words of a camelCase, PascalCase, snake_case or kebab-case name, in lower case. */
function words(name: string): string[] {
  return name
    .split(/[_\-\s.]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** The same word, or its plural (`value` and `values`): which of the two is a slip, not a new word. */
const sameWord = (a: string, b: string): boolean =>
  a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;
