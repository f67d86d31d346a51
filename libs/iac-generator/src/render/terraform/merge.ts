/**
 * Merges several clouds' Terraform renderings into one module: one `required_providers` with every
 * provider, each cloud's provider and resources in a file of its own, and variables, outputs and
 * supporting resources that would clash (two clouds' `random_password.db`, `bucket_name` outputs)
 * renamed with the cloud's prefix, references included. A variable both clouds declare with the
 * same type and default (`environment`) is declared once and shared.
 */
import { Call, Expr, NestedBlock, writeBlocks, type HclBlock, type HclBody, type HclValue } from '../../model/hcl';
import { type RenderOutput, type TerraformParts } from '../types';
import { moduleFiles } from './files';

export interface CloudModule {
  /** Prefix for renamed declarations (`aws`, `azure`, `google`, `kubernetes`); also the file name. */
  prefix: string;
  parts: TerraformParts;
}

type Rename = (code: string) => string;

function renameValue(v: HclValue, rename: Rename): HclValue {
  if (v instanceof Expr) return new Expr(rename(v.code));
  if (v instanceof Call)
    return new Call(
      v.fn,
      v.args.map((a) => renameValue(a, rename)),
    );
  if (v instanceof NestedBlock) return new NestedBlock(renameBody(v.body, rename));
  if (Array.isArray(v)) return v.map((x) => renameValue(x, rename));
  if (v && typeof v === 'object') return renameBody(v, rename) as HclValue;
  return v;
}

/** A body with every expression in it passed through `rename` (addresses, variables). */
export function renameBody(body: HclBody, rename: Rename): HclBody {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === undefined ? v : renameValue(v, rename)]));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const signature = (b: HclBlock) =>
  writeBlocks([{ ...b, comment: undefined, body: { ...b.body, description: undefined } }]);

function unique(base: string, taken: (name: string) => boolean): string {
  let name = base;
  for (let i = 2; taken(name); i++) name = `${base}_${i}`;
  return name;
}

/** One module from several clouds' renderings, and for each cloud the renaming applied to its addresses. */
export function mergeModules(modules: CloudModule[]): { files: RenderOutput['files']; renames: Rename[] } {
  const required: TerraformParts['required'] = {};
  const variables = new Map<string, HclBlock>();
  const outputs: HclBlock[] = [];
  const addresses = new Map<string, HclBlock>();
  const mains: { path: string; blocks: HclBlock[] }[] = [];
  const extraFiles: TerraformParts['extraFiles'] = [];
  const renames: Rename[] = [];
  for (const { prefix, parts } of modules) {
    Object.assign(required, parts.required);
    const rules: [RegExp, string][] = [];
    const own = new Set(parts.variables.map((v) => v.labels[0]));
    const keptVariables: HclBlock[] = [];
    for (const v of parts.variables) {
      const name = v.labels[0];
      const before = variables.get(name);
      if (before && signature(before) === signature(v)) continue;
      const final = before ? unique(`${prefix}_${name}`, (n) => variables.has(n) || own.has(n)) : name;
      if (final !== name) rules.push([new RegExp(`(?<![\\w.-])var\\.${escape(name)}(?![\\w-])`, 'g'), `var.${final}`]);
      keptVariables.push({ ...v, labels: [final] });
      variables.set(final, v);
    }
    const ownAddresses = new Set([...parts.resources, ...parts.datas].map((b) => `${b.type}.${b.labels.join('.')}`));
    const keptBlocks: HclBlock[] = [];
    for (const b of [...parts.datas, ...parts.resources]) {
      const [type, label] = b.labels;
      const key = `${b.type}.${type}.${label}`;
      const before = addresses.get(key);
      if (before && b.type === 'data' && signature(before) === signature(b)) continue;
      const final = before
        ? unique(
            `${prefix}_${label}`,
            (l) => addresses.has(`${b.type}.${type}.${l}`) || ownAddresses.has(`${b.type}.${type}.${l}`),
          )
        : label;
      if (final !== label) {
        const ref = b.type === 'data' ? `data.${type}` : type;
        rules.push([new RegExp(`(?<![\\w.-])${escape(ref)}\\.${escape(label)}(?![\\w-])`, 'g'), `${ref}.${final}`]);
      }
      const kept = { ...b, labels: [type, final] };
      keptBlocks.push(kept);
      addresses.set(`${b.type}.${type}.${final}`, kept);
    }
    const rename: Rename = (code) => rules.reduce((c, [re, to]) => c.replace(re, to), code);
    const renamed = (b: HclBlock): HclBlock => ({ ...b, body: renameBody(b.body, rename) });
    for (const v of keptVariables) variables.set(v.labels[0], renamed(v));
    for (const o of parts.outputs) {
      const name = o.labels[0];
      const taken = (n: string) => outputs.some((x) => x.labels[0] === n);
      outputs.push(renamed({ ...o, labels: [taken(name) ? unique(`${prefix}_${name}`, taken) : name] }));
    }
    mains.push({ path: `${prefix}.tf`, blocks: [...parts.providerBlocks, ...keptBlocks].map(renamed) });
    extraFiles.push(...parts.extraFiles);
    renames.push(rename);
  }
  const files = moduleFiles({ required, variables: [...variables.values()], outputs, extraFiles }, mains);
  return { files, renames };
}
