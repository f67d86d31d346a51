#!/usr/bin/env node
// Extracts a Terraform provider schema for a provider version no npm package carries (azurerm 5:
// the prebuilt CDK packages stop at azurerm 4.73) from the schema file the provider's own
// repository publishes with each release: hashicorp/terraform-provider-azurerm (MPL-2.0) keeps
// `.release/provider-schema.json`, its plugin-SDK schema as JSON ({providerName, providerSchema:
// {schema, resources, dataSources}}, each field with type TypeString/TypeInt/TypeFloat/TypeBool/
// TypeList/TypeSet/TypeMap, required/optional/computed, elem {type} or elem {schema}, maxItems,
// configMode, and a resource's `timeouts`). The provider version is read from the CHANGELOG.md of
// the same commit. Writes the same compact form as terraform-providers.mjs
// (libs/iac-schemas/data/terraform/<file>.json.gz): arguments with types, nested blocks (single
// when maxItems is 1), required flags, a resource's computed-only attributes; like the CDK
// packages, computed-only attributes inside a nested block are left out and every resource and
// data source takes an `id` argument and a `timeouts` block with the operations it declares.
//
// Usage: node scripts/schemas/terraform-release-schema.mjs --file azurerm5
//          [--schema <provider-schema.json> --version <x.y.z> --source <owner/repo@commit>]
// Without --schema, HEAD's .release/provider-schema.json and CHANGELOG.md are read from
// --repository: a local git directory as it is, a git URL (GitHub's by default) cloned bare and
// shallow into a temporary folder that is removed afterwards.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { option } from './common.mjs';
import { writeTerraformSchema } from './terraform-structs.mjs';

const REPOSITORY = 'hashicorp/terraform-provider-azurerm';
const file = option('--file');
if (!file) {
  console.error(
    'Usage: node scripts/schemas/terraform-release-schema.mjs --file <data file> [--schema <json> --version <x.y.z>]',
  );
  process.exit(2);
}

/** The schema and version at HEAD of a git directory (a clone, or a local copy of the repository). */
function fromGit(dir) {
  const git = (...args) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const commit = git('rev-parse', 'HEAD').trim();
  const version = /^## (\d+\.\d+\.\d+)/m.exec(git('show', 'HEAD:CHANGELOG.md'))[1];
  return { text: git('show', 'HEAD:.release/provider-schema.json'), version, source: `${REPOSITORY}@${commit}` };
}

/** The schema text, the provider version and where both came from. */
function release() {
  const path = option('--schema');
  if (path) {
    const version = option('--version');
    if (!version) throw new Error('--version is needed with --schema');
    return {
      text: readFileSync(path, 'utf8'),
      version,
      source: option('--source') ?? `${REPOSITORY} .release/provider-schema.json`,
    };
  }
  const repository = option('--repository');
  if (repository && existsSync(repository)) return fromGit(repository);
  const dir = mkdtempSync(join(tmpdir(), 'infragen-tf-release-'));
  try {
    const url = repository ?? `https://github.com/${REPOSITORY}`;
    execFileSync('git', ['clone', '--quiet', '--bare', '--depth', '1', url, dir]);
    return fromGit(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { text, version, source } = release();
const root = JSON.parse(text);
const provider = root.providerName;
const PRIMITIVE = { TypeString: 's', TypeInt: 'n', TypeFloat: 'n', TypeBool: 'b' };
const computedOnly = (f) => f.computed && !f.optional && !f.required;

const structs = [];
/** A field's type code; an object element becomes its own struct (`o<index>`). */
function typeCode(f) {
  if (PRIMITIVE[f.type]) return PRIMITIVE[f.type];
  const elem = f.elem?.schema
    ? `o${struct(f.elem.schema)}`
    : f.elem?.type
      ? typeCode(f.elem)
      : f.type === 'TypeMap'
        ? 's'
        : 'a';
  if (f.type === 'TypeMap') return `m${elem}`;
  if (f.type === 'TypeList' || f.type === 'TypeSet') return `l${elem}`;
  return 'a';
}

/** One schema map as a struct index; `top` adds the `id` argument and the declared timeouts. */
function struct(schema, top) {
  const at = structs.length;
  structs.push(null);
  const s = { a: {} };
  const blocks = {};
  const required = [];
  for (const name of Object.keys(schema).sort()) {
    const f = schema[name];
    if (computedOnly(f)) continue;
    if (f.elem?.schema && f.configMode !== 'attr' && (f.type === 'TypeList' || f.type === 'TypeSet'))
      blocks[name] = [struct(f.elem.schema), f.maxItems === 1 ? 1 : 0];
    else s.a[name] = typeCode(f);
    if (f.required) required.push(name);
  }
  if (top) {
    s.a.id ??= 's';
    const operations = Object.keys(top.timeouts ?? {});
    if (operations.length) {
      const timeouts = structs.length;
      structs.push({ a: Object.fromEntries(operations.sort().map((o) => [o, 's'])) });
      blocks.timeouts = [timeouts, 1];
    }
  }
  if (Object.keys(blocks).length) s.b = blocks;
  if (required.length) s.r = required;
  structs[at] = s;
  return at;
}

const table = (types) => {
  const out = {};
  for (const name of Object.keys(types).sort()) {
    const t = types[name];
    const index = struct(t.schema, t);
    const computed = Object.keys(t.schema).filter((n) => computedOnly(t.schema[n]));
    out[name] = computed.length ? [index, computed] : [index];
  }
  return out;
};
const resources = table(root.providerSchema.resources);
const data = table(root.providerSchema.dataSources);
const providerConfig = struct(root.providerSchema.schema);
writeTerraformSchema(file, { provider, version, package: source, providerConfig, structs, resources, data });
