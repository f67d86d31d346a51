/**
 * The rules' examples, read from their files (<area>/<name>/examples/<format>/bad-N.<ext>,
 * good-N.<ext>, omitted.<ext> beside each rule.json), and turned into files for checkFiles: the file
 * name each format is checked under, and the lines marked `#!` (the lines a bad example must be
 * reported at), with the marks removed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type ExampleFormat, type Rule } from '../model';

export const MARK = /[ \t]*#!$/;

const RULES_DIR = join(__dirname, '..');
const EXAMPLE_FILE = /^(bad|good)-(\d+)\.\w+$|^omitted\.\w+$/;

export function exampleFile(format: ExampleFormat, text: string): { path: string; content: string; marked: number[] } {
  const lines = text.split('\n');
  const marked = lines.flatMap((l, i) => (MARK.test(l) ? [i + 1] : []));
  const content = lines.map((l) => l.replace(MARK, '')).join('\n');
  const path = {
    'terraform-aws': 'main.tf',
    'terraform-azurerm': 'main.tf',
    'terraform-google': 'main.tf',
    'terraform-kubernetes': 'main.tf',
    cloudformation: content.trimStart().startsWith('{') ? 'template.json' : 'template.yaml',
    arm: 'azuredeploy.json',
    bicep: 'main.bicep',
    'kubernetes-yaml': 'manifests.yaml',
  }[format];
  return { path, content, marked };
}

const folders = (at: string) => readdirSync(at).filter((name) => statSync(join(at, name)).isDirectory());

let byId: Map<string, string> | undefined;
/** The folder of the rule with this id (found by the id its rule.json declares). */
function ruleFolder(id: string): string {
  if (!byId) {
    byId = new Map();
    for (const area of folders(RULES_DIR))
      for (const name of folders(join(RULES_DIR, area))) {
        const json = join(RULES_DIR, area, name, 'rule.json');
        const declared = existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as { id?: string }).id : undefined;
        if (declared) byId.set(declared, join(RULES_DIR, area, name));
      }
  }
  const dir = byId.get(id);
  if (!dir) throw new Error(`no rule folder declares ${id}`);
  return dir;
}

export interface FormatExamples {
  /** Each is reported, at exactly the lines marked with a trailing `#!`. */
  bad: string[];
  /** None is reported. */
  good: string[];
  /**
   * The setting left out entirely: reported at its `#!` lines when the default is unsafe, and
   * without a mark (not reported) when the default is safe.
   */
  omitted?: string;
  /** Files in the folder that are none of these (the rule test refuses them). */
  stray: string[];
}

/** A rule's examples per format, as its examples/ folder holds them (bad and good in number order). */
export function examplesOf(rule: Rule): Partial<Record<ExampleFormat, FormatExamples>> {
  const root = join(ruleFolder(rule.id), 'examples');
  const out: Partial<Record<ExampleFormat, FormatExamples>> = {};
  for (const format of existsSync(root) ? (folders(root) as ExampleFormat[]) : []) {
    const e: FormatExamples = { bad: [], good: [], stray: [] };
    const names = readdirSync(join(root, format)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    for (const name of names) {
      const m = EXAMPLE_FILE.exec(name);
      const text = () => readFileSync(join(root, format, name), 'utf8');
      if (!m) e.stray.push(name);
      else if (m[1] === 'bad') e.bad.push(text());
      else if (m[1] === 'good') e.good.push(text());
      else e.omitted = text();
    }
    out[format] = e;
  }
  return out;
}

export interface ExampleCase {
  rule: Rule;
  format: ExampleFormat;
  kind: 'bad' | 'good' | 'omitted';
  index: number;
  text: string;
}

/** Every example of every rule, one case each. */
export function exampleCases(rules: readonly Rule[]): ExampleCase[] {
  return rules.flatMap((rule) =>
    (Object.entries(examplesOf(rule)) as [ExampleFormat, FormatExamples][]).flatMap(([format, e]) => [
      ...e.bad.map((text, index) => ({ rule, format, kind: 'bad' as const, index, text })),
      ...e.good.map((text, index) => ({ rule, format, kind: 'good' as const, index, text })),
      ...(e.omitted === undefined ? [] : [{ rule, format, kind: 'omitted' as const, index: 0, text: e.omitted }]),
    ]),
  );
}

/**
 * An example's text, written indented in a test: the common indentation and the first and last
 * empty lines are removed.
 */
export function ex(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return `${lines.map((l) => l.slice(indent)).join('\n')}\n`;
}
