/**
 * Loads the project's evaluation set: every *.yaml file of a folder (one per format), each checked
 * against request-set.schema.json and then against what a schema cannot say. A malformed request
 * stops the load with an error naming its id (or its position when it has none) and the file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type FormatId, type PlatformId, resolveFormat } from '@infragen/contracts';
import { parse } from 'yaml';
import { validate } from './json-schema';
import { CHECK_OPERATORS, COUNT_OPERATORS } from './checks';
import { type Check, type EvalRequest, type Part, type Setting } from './types';

export const SCHEMA_FILE = 'request-set.schema.json';

export class SetError extends Error {
  constructor(readonly problems: string[]) {
    super(`The evaluation set is malformed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SetError';
  }
}

interface RawFile {
  platform: PlatformId;
  format: FormatId;
  requests: Omit<EvalRequest, 'file' | 'platform' | 'format'>[];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Problems of one check: exactly one operator, a path exactly when the operator needs one, valid patterns. */
function checkProblems(check: Partial<Check>): string[] {
  const ops = CHECK_OPERATORS.filter((op) => check[op] !== undefined);
  const problems: string[] = [];
  if (!check.type) problems.push('a check needs a type');
  if (ops.length !== 1)
    problems.push(`a check needs exactly one operator (${CHECK_OPERATORS.join(', ')}), has ${ops.length}`);
  const counting = ops.some((op) => (COUNT_OPERATORS as readonly string[]).includes(op));
  if (counting && check.path !== undefined) problems.push(`${ops[0]} counts resources and takes no path`);
  if (!counting && ops.length === 1 && check.path === undefined) problems.push(`${ops[0]} needs a path`);
  for (const pattern of [check.matches, check.notMatches])
    if (pattern !== undefined)
      try {
        new RegExp(pattern, 'i');
      } catch (e) {
        problems.push(`pattern ${pattern} does not compile: ${(e as Error).message}`);
      }
  return problems;
}

function settingProblems(s: Setting): string[] {
  const { phrase: _phrase, part: _part, anyOf, ...inline } = s;
  const inlineKeys = Object.keys(inline);
  if (anyOf) return inlineKeys.length ? ['a setting with anyOf has no check of its own'] : anyOf.flatMap(checkProblems);
  return checkProblems(inline);
}

/** Semantic problems of one request, each prefixed by where in the request it is. */
function requestProblems(r: RawFile['requests'][number], file: RawFile): string[] {
  const problems: string[] = [];
  const said = squash([...(r.history ?? []), r.prompt].join('\n'));
  const quoted = (where: string, phrase: string) => {
    if (!said.includes(squash(phrase))) problems.push(`${where}: phrase "${phrase}" is not words of the request`);
  };
  const parts: [string, Part[]][] = [
    ['components', r.components ?? []],
    ['outOfScope', r.outOfScope ?? []],
  ];
  for (const [field, list] of parts) list.forEach((p, i) => quoted(`${field}[${i}]`, p.phrase));
  const partIds = (r.outOfScope ?? []).map((p) => p.id).filter(Boolean);
  if (new Set(partIds).size !== partIds.length) problems.push('outOfScope: ids repeat');
  (r.settings ?? []).forEach((s, i) => {
    quoted(`settings[${i}]`, s.phrase);
    for (const p of settingProblems(s)) problems.push(`settings[${i}]: ${p}`);
    if (s.part !== undefined && !partIds.includes(s.part))
      problems.push(`settings[${i}]: part "${s.part}" is not the id of an outOfScope part`);
  });
  const asks = (r.components ?? []).length + (r.outOfScope ?? []).length;
  if (r.declineExpected && (asks || (r.settings ?? []).length))
    problems.push('declineExpected: a request to decline lists no components, outOfScope parts or settings');
  if (!r.declineExpected && !asks)
    problems.push('a request lists components or outOfScope parts, or sets declineExpected');
  if (resolveFormat(file.platform, file.format).id !== file.format)
    problems.push(`format ${file.format} is not offered on platform ${file.platform}`);
  return problems;
}

/** The requests of one file, or the problems found in it. */
export function readSetFile(text: string, file: string, schema: Record<string, unknown>): EvalRequest[] {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (e) {
    throw new SetError([`${file}: not valid YAML: ${(e as Error).message}`]);
  }
  const requests = (raw as { requests?: { id?: unknown }[] } | null)?.requests;
  const label = (index: number) => {
    const id = Array.isArray(requests) ? requests[index]?.id : undefined;
    return typeof id === 'string' ? `request ${id}` : `request #${index + 1}`;
  };
  const problems = validate(schema, raw).map((p) => {
    const m = /^requests\[(\d+)\](?:\.([^:]+))?: (.*)$/.exec(p);
    return m ? `${file}: ${label(Number(m[1]))}: ${m[2] ? `${m[2]}: ` : ''}${m[3]}` : `${file}: ${p}`;
  });
  if (problems.length) throw new SetError(problems);
  const data = raw as RawFile;
  const semantic = data.requests.flatMap((r, i) => requestProblems(r, data).map((p) => `${file}: ${label(i)}: ${p}`));
  if (semantic.length) throw new SetError(semantic);
  return data.requests.map((r) => ({
    id: r.id,
    file,
    platform: data.platform,
    format: data.format,
    style: r.style,
    difficulty: r.difficulty,
    probes: r.probes ?? [],
    prompt: r.prompt,
    history: r.history ?? [],
    components: r.components ?? [],
    outOfScope: r.outOfScope ?? [],
    settings: r.settings ?? [],
    mustNotAppear: r.mustNotAppear ?? [],
    declineExpected: r.declineExpected ?? false,
  }));
}

/**
 * Every request of the set in `dir`, in file order; ids are unique across files. A set folder
 * without a schema of its own (another set in the same format beside it, as eval/holdout beside
 * eval/generator) is checked against the schema of the project's own set, its sibling `generator`.
 */
export function loadSet(dir: string): EvalRequest[] {
  const own = join(dir, SCHEMA_FILE);
  const schemaPath = existsSync(own) ? own : join(dir, '..', 'generator', SCHEMA_FILE);
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  if (!files.length) throw new SetError([`${dir}: no *.yaml files`]);
  const all: EvalRequest[] = [];
  const problems: string[] = [];
  for (const f of files) {
    try {
      all.push(...readSetFile(readFileSync(join(dir, f), 'utf8'), basename(f), schema));
    } catch (e) {
      if (e instanceof SetError) problems.push(...e.problems);
      else throw e;
    }
  }
  const seen = new Map<string, string>();
  for (const r of all) {
    const first = seen.get(r.id);
    if (first) problems.push(`${r.file}: request ${r.id}: id already used in ${first}`);
    seen.set(r.id, r.file);
  }
  if (problems.length) throw new SetError(problems);
  return all;
}
