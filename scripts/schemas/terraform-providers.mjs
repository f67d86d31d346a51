#!/usr/bin/env node
// Extracts the Terraform provider schemas the validators need (resource and data-source types,
// arguments with their types, required flags, nested blocks, computed attributes) from the prebuilt
// CDK-for-Terraform provider packages, whose jsii assembly (`.jsii`, one large JSON file) carries
// the whole provider schema. The packages are downloaded with `npm pack` into a temporary folder
// outside the repository and only the compact result is written to
// libs/iac-schemas/data/terraform/<provider>.json.gz, with the provider and package versions.
//
// Usage: node scripts/schemas/terraform-providers.mjs [--work /tmp/tf-schemas] [aws azurerm ...]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { option } from './common.mjs';
import { writeTerraformSchema } from './terraform-structs.mjs';

/** Provider -> the package that carries its schema. Versions chosen to match the generator's pins. */
const PACKAGES = {
  aws: '@cdktf/provider-aws@19.65.1', // aws 5.99.1: the generator pins "~> 5.80"
  aws6: '@cdktn/provider-aws@25.7.0', // aws 6.x: for code pinned to "~> 6.0"
  azurerm: '@cdktn/provider-azurerm@16.1.0',
  google: '@cdktf/provider-google@16.12.1',
  kubernetes: '@cdktf/provider-kubernetes@12.1.1',
  random: '@cdktf/provider-random@12.0.1',
  tls: '@cdktf/provider-tls@11.0.1',
  archive: '@cdktf/provider-archive@11.0.1',
};

const work = option('--work') ?? join(tmpdir(), 'infragen-tf-schemas');
const wanted = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--work');

/** Downloads the package tarball (no install, no scripts) and unpacks its .jsii only. */
function assembly(spec) {
  const dir = join(work, spec.replace(/[@/]/g, '_'));
  const file = join(dir, 'package', '.jsii');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const tgz = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['xzf', join(dir, tgz), '-C', dir, 'package/.jsii']);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

const snake = (camel) => camel.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The snake_case name of a config property: from its registry anchor, its "x block." summary, or its name. */
function tfName(prop) {
  const summary = prop.docs?.summary ?? '';
  const anchor = /#([a-z0-9_]+) [A-Za-z0-9]+#/.exec(summary);
  if (anchor) return anchor[1];
  const block = /^([a-z0-9_]+) block\.$/.exec(summary.trim());
  if (block) return block[1];
  return snake(prop.name);
}

function compile(jsii) {
  const types = jsii.types;
  const structs = [];
  const structIndex = new Map();
  const pending = new Map();

  const isResolvable = (t) => typeof t.fqn === 'string' && t.fqn.endsWith('.IResolvable');
  const unwrap = (t) => {
    if (t.union) {
      const rest = t.union.types.filter((x) => !isResolvable(x));
      return rest.length === 1 ? rest[0] : rest.length === 0 ? { primitive: 'any' } : rest[0];
    }
    return t;
  };
  // Type code: s string, n number, b bool, a any; l<elem> list, m<elem> map; o<index> object.
  const typeCode = (raw) => {
    const t = unwrap(raw);
    if (t.primitive) return { string: 's', number: 'n', boolean: 'b' }[t.primitive] ?? 'a';
    if (t.collection) return (t.collection.kind === 'map' ? 'm' : 'l') + typeCode(t.collection.elementtype);
    if (t.fqn && types[t.fqn]?.kind === 'interface') return `o${struct(t.fqn)}`;
    return 'a';
  };
  const struct = (fqn) => {
    if (structIndex.has(fqn)) return structIndex.get(fqn);
    if (pending.has(fqn)) return pending.get(fqn);
    // Stored by index so a recursive type (one aws resource nests itself) stays finite.
    const index = structs.length;
    structs.push(null);
    pending.set(fqn, index);
    const attrs = {};
    const blocks = {};
    const required = [];
    const props = [];
    const collect = (name) => {
      const type = types[name];
      for (const base of type?.interfaces ?? []) if (base.startsWith(jsii.name)) collect(base);
      props.push(...(type?.properties ?? []));
    };
    collect(fqn);
    for (const p of props) {
      const name = tfName(p);
      const isBlock = /^[a-z0-9_]+ block\.$/.test((p.docs?.summary ?? '').trim());
      const code = typeCode(p.type);
      if (isBlock && /^l?o\d+$/.test(code)) {
        // [struct index, 1 when the block may appear once]
        blocks[name] = code.startsWith('l') ? [Number(code.slice(2)), 0] : [Number(code.slice(1)), 1];
      } else attrs[name] = code;
      if (!p.optional) required.push(name);
    }
    structs[index] = {
      a: attrs,
      ...(Object.keys(blocks).length ? { b: blocks } : {}),
      ...(required.length ? { r: required } : {}),
    };
    pending.delete(fqn);
    structIndex.set(fqn, index);
    return index;
  };

  const resources = {};
  const data = {};
  let provider;
  let version;
  for (const type of Object.values(types)) {
    if (type.kind !== 'class') continue;
    const summary = type.docs?.summary ?? '';
    const link =
      /providers\/[a-z0-9-]+\/[a-z0-9-]+\/([0-9.]+)\/docs(?:\/(resources|data-sources)\/[a-z0-9_]+)? ([a-z0-9_]+)\}/.exec(
        summary,
      );
    if (!link) continue;
    version = link[1];
    const config = type.initializer?.parameters?.find((p) => p.name === 'config')?.type?.fqn;
    if (!config) continue;
    const index = struct(config);
    if (!link[2]) {
      provider = index;
      continue;
    }
    const configNames = new Set(Object.keys(structs[index].a).concat(Object.keys(structs[index].b ?? {})));
    const computed = (type.properties ?? [])
      .filter((p) => !p.static && !p.name.endsWith('Input') && !p.protected)
      .map((p) => snake(p.name))
      .filter((n) => !configNames.has(n));
    (link[2] === 'resources' ? resources : data)[link[3]] = computed.length ? [index, [...new Set(computed)]] : [index];
  }
  return { version, provider, structs, resources, data };
}

for (const [name, spec] of Object.entries(PACKAGES)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const started = Date.now();
  const jsii = assembly(spec);
  const schema = compile(jsii);
  const providerName = name.replace(/\d+$/, '');
  const parts = {
    provider: providerName,
    version: schema.version,
    package: spec,
    providerConfig: schema.provider,
    structs: schema.structs,
    resources: schema.resources,
    data: schema.data,
  };
  writeTerraformSchema(name, parts, ` (${Date.now() - started} ms)`);
}
