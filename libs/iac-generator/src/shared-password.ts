/**
 * One generated password that a multi-cloud request stores on several clouds ("generate a random
 * password and keep it in an SSM parameter and in our Key Vault"): each cloud's part asks its secret
 * value as a sensitive input, which no one would fill with the same generated value by hand. So one
 * `random_password`, with the length and characters the request gave it, becomes the value of every
 * such input, and the inputs go.
 */
import { SPECIALS } from './kinds/aws/secret-password';
import { expr, type HclBlock, tfLabel } from './model/hcl';
import { type CloudModule } from './render/terraform/merge';
import { EXTRA_PROVIDERS } from './render/terraform/files';
import { PASSWORD_LIMITS } from './understand/settings/password';

/** The password asked for: its label, its arguments, and the words of the request each argument was read from. */
export interface GeneratedPassword {
  label: string;
  args: { length: number; special: boolean; override_special: string; min_special?: number; min_numeric?: number };
  /** The request's words each argument holds ("24 chars"), and the password's own words ("random db password"). */
  said: string[];
  /** The words asking for the password and describing it. */
  span: string;
  /** How each argument read is said in "what I understood": `24 (length)`. */
  settings: string[];
}

// "a random db password", "a randomly generated admin password", "generate a password".
const ASKED =
  /\b(?:(?:random(?:ly)?(?:\s+generated)?|generated)\s+((?:[a-z0-9-]+\s+){0,2}?)password|generates?\s+(?:a|an|one)\s+((?:[a-z0-9-]+\s+){0,2}?)password)\b/i;
// Said to be kept somewhere after it is asked for ("... and store it in ...").
const STORED = /\b(?:stor(?:e|es|ed|ing)|put|puts|sav(?:e|es|ed)|keep|keeps|writes?|holds?|push(?:es)?)\b/i;
const LENGTH = /\b(\d{1,3})\s*-?\s*(?:characters?|chars?)(?:\s+long)?\b|\blength\s+(?:of\s+)?(\d{1,3})\b/i;
const AT_LEAST =
  /\bat\s*least\s+(\d{1,2})\s+(special|symbol|digit|number|numeric)[a-z]*(?:\s+(?:characters?|chars?))?/gi;

/** The words that describe the password: its clause, or the parenthesis right after it. */
function described(text: string, from: number): string {
  const rest = text.slice(from);
  const paren = /^\s*\(([^)]*)\)/.exec(rest);
  if (paren) return paren[0];
  return /^[^.;:\n]*?(?=\s+and\s+(?:stor|put|sav|keep|writ|hold|push)|[.;:\n]|$)/i.exec(rest)?.[0] ?? '';
}

/** The generated password a request asks for and says is stored, with what it stated of it; none otherwise. */
export function generatedPassword(text: string): GeneratedPassword | undefined {
  const m = ASKED.exec(text);
  if (!m || !STORED.test(text.slice(m.index + m[0].length))) return undefined;
  // The password's own words name it ("db" of "a random db password"), not the words asking it be generated.
  const own = (m[1] ?? m[2] ?? '').replace(/\b(?:random(?:ly)?|generated|new|strong)\b/gi, '').trim();
  const words = described(text, m.index + m[0].length);
  const said = [m[0]];
  const settings: string[] = [];
  const length = LENGTH.exec(words);
  const args: GeneratedPassword['args'] = { length: 32, special: true, override_special: SPECIALS };
  if (length) {
    args.length = Number(length[1] ?? length[2]);
    said.push(length[0]);
    settings.push(`${args.length} (length)`);
  }
  for (const least of words.matchAll(AT_LEAST)) {
    const key = /^(?:special|symbol)/i.test(least[2]) ? 'min_special' : 'min_numeric';
    args[key] = Number(least[1]);
    said.push(least[0]);
    settings.push(`${least[1]} (${key})`);
  }
  // "no quotes or backslashes": the punctuation it may use, without them.
  for (const rule of PASSWORD_LIMITS)
    for (const x of `password ${words}`.matchAll(new RegExp(rule.re.source, 'gi'))) {
      const read = rule.read(x, words);
      const chars = read?.values.excludeCharacters;
      if (!chars) continue;
      args.override_special = [...args.override_special].filter((ch) => !chars.includes(ch)).join('') || SPECIALS;
      said.push(x[0]);
      settings.push(`${args.override_special} (override_special, without ${chars})`);
    }
  return { label: tfLabel(own ? `${own} password` : 'password'), args, said, settings, span: `${m[0]}${words}` };
}

/** A block's top-level arguments whose whole value is one of the sensitive inputs: `[argument, variable]`. */
function secretInputs(block: HclBlock, sensitive: Set<string>): [string, string][] {
  return Object.entries(block.body).flatMap(([k, v]) => {
    const name = v && typeof v === 'object' && 'code' in v ? /^var\.([\w-]+)$/.exec(String(v.code))?.[1] : undefined;
    return name && sensitive.has(name) ? [[k, name] as [string, string]] : [];
  });
}

/**
 * The modules with every sensitive input that holds a secret's value written from one
 * `random_password` (declared in the first module that uses it); none when fewer than two clouds
 * hold such a value. Also the addresses that now hold it, before the merge renames anything.
 */
export function wirePassword(
  modules: CloudModule[],
  password: GeneratedPassword,
):
  | {
      modules: CloudModule[];
      holders: { prefix: string; address: string }[];
      address: string;
      asked: GeneratedPassword;
    }
  | undefined {
  const sensitiveOf = (m: CloudModule) =>
    new Set(m.parts.variables.filter((v) => v.body.sensitive === true).map((v) => v.labels[0]));
  const using = modules.filter((m) => m.parts.resources.some((b) => secretInputs(b, sensitiveOf(m)).length));
  if (using.length < 2) return undefined;
  // A label no part's own random_password has, so the merge renames nothing it declares.
  const taken = new Set(modules.flatMap((m) => m.parts.resources.map((b) => b.labels.join('.'))));
  let label = password.label;
  for (let i = 2; taken.has(`random_password.${label}`); i++) label = `${password.label}_${i}`;
  const address = `random_password.${label}`;
  const holders: { prefix: string; address: string }[] = [];
  const out = modules.map((m) => {
    if (!using.includes(m)) return m;
    const sensitive = sensitiveOf(m);
    const gone = new Set<string>();
    const resources = m.parts.resources.map((b) => {
      const inputs = secretInputs(b, sensitive);
      if (!inputs.length) return b;
      holders.push({ prefix: m.prefix, address: b.labels.join('.') });
      for (const [, name] of inputs) gone.add(name);
      return { ...b, body: { ...b.body, ...Object.fromEntries(inputs.map(([k]) => [k, expr(`${address}.result`)])) } };
    });
    const first = m === using[0];
    const generated: HclBlock = {
      type: 'resource',
      labels: ['random_password', label],
      body: { ...password.args },
      comment: 'One generated password, the value of the secret on every cloud that keeps it.',
    };
    return {
      prefix: m.prefix,
      parts: {
        ...m.parts,
        required: first ? { ...m.parts.required, random: EXTRA_PROVIDERS.random } : m.parts.required,
        resources: first ? [generated, ...resources] : resources,
        variables: m.parts.variables.filter((v) => !gone.has(v.labels[0])),
      },
    };
  });
  return { modules: out, holders, address, asked: password };
}

/**
 * Whether an answer line ("'24 chars' (...)", "not read: 'chars' (...)") quotes the password's
 * words that its arguments hold: words inside one read ("chars" of "24 chars"), or words around one
 * ("password of 40 characters"), never beyond what describes the password.
 */
export function saidOfPassword(line: string, password: GeneratedPassword): boolean {
  const quote = /^(?:[a-z, ]+:\s+)?'([^']+)'/i.exec(line)?.[1]?.toLowerCase();
  if (!quote || !password.span.toLowerCase().includes(quote)) return false;
  return password.said.some((s) => s.toLowerCase().includes(quote) || quote.includes(s.toLowerCase()));
}

/** A part's explanation without the lines about words the password's arguments hold. */
export function withoutPasswordLines(explanation: string, password: GeneratedPassword): string {
  return explanation
    .split('\n')
    .filter((l) => !/^(?:not covered|not read|written, not read): /.test(l) || !saidOfPassword(l, password))
    .join('\n');
}
