#!/usr/bin/env node
// Extracts the CloudFormation resource specification the validators need (resource types, their
// properties with types, required flags and allowed values, nested property types, GetAtt
// attribute names) from @aws-cdk/aws-service-spec's database (db.json.gz). The package is not a
// dependency of the project (decision 034: only this script reads it): the script installs the
// pinned version into a temporary folder and removes it afterwards. Writes
// libs/iac-schemas/data/cloudformation/spec.json.gz.
//
// Usage: node scripts/schemas/cloudformation-spec.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { installTemporarily } from '../lib/temporary-install.mjs';
import { dataDir, writeManifestEntry } from './common.mjs';

/** The database's package and version: the bundled data says which it came from (data/manifest.json). */
const PACKAGE = '@aws-cdk/aws-service-spec';
const VERSION = '0.1.216';

const tool = installTemporarily({ [PACKAGE]: VERSION });
let pkgVersion;
let db;
try {
  pkgVersion = JSON.parse(readFileSync(tool.resolve(`${PACKAGE}/package.json`), 'utf8')).version;
  db = JSON.parse(gunzipSync(readFileSync(tool.resolve(`${PACKAGE}/db.json.gz`))).toString('utf8'));
} finally {
  tool.remove();
}
const resources = Object.values(db.schema.resource.entities);
// Entities are stored in an array; references name them by their $id.
const typeDefs = Object.fromEntries(Object.values(db.schema.typeDefinition.entities).map((t) => [t.$id, t]));

const defs = [];
const defIndex = new Map();

// Type code: s string, i integer, n number, b boolean, j any JSON, t a tag {Key, Value};
// l<elem> list, m<elem> map, o<index> a property type; an array is a union of codes.
function typeCode(t) {
  switch (t.type) {
    case 'string':
      return 's';
    case 'integer':
      return 'i';
    case 'number':
      return 'n';
    case 'boolean':
      return 'b';
    case 'json':
      return 'j';
    case 'tag':
      return 't';
    case 'array':
      return `l${flat(typeCode(t.element))}`;
    case 'map':
      return `m${flat(typeCode(t.element))}`;
    case 'ref':
      return `o${def(t.reference.$ref)}`;
    case 'union':
      return t.types.map(typeCode).flat();
    default:
      return 'j';
  }
}
// A list or map of a union is stored as a list or map of anything: rare, and not worth a format.
const flat = (code) => (Array.isArray(code) ? 'j' : code);

function properties(props) {
  const out = {};
  for (const [name, p] of Object.entries(props ?? {})) {
    const codes = [p.type, ...(p.previousTypes ?? [])].map(typeCode).flat();
    const type = [...new Set(codes)];
    const entry = [type.length === 1 ? type[0] : type];
    if (p.required) entry[1] = 1;
    const allowed = p.type.allowedValues;
    if (allowed?.length && !p.previousTypes?.length) {
      entry[1] ??= 0;
      entry[2] = allowed;
    }
    out[name] = entry;
  }
  return out;
}

function def(id) {
  if (defIndex.has(id)) return defIndex.get(id);
  const index = defs.length;
  defs.push(null);
  defIndex.set(id, index);
  defs[index] = properties(typeDefs[id]?.properties);
  return index;
}

// Property names the SAM resource reference spells differently from the database (which takes SAM's
// types from an older schema): the reference's spelling is what SAM users write and the transform
// reads, so it is added beside the database's. AWS::Serverless::Application: the reference and the
// transform's own schema name the nested stack's notification topics `NotificationARNs`.
const REFERENCE_SPELLINGS = {
  'AWS::Serverless::Application': { NotificationArns: 'NotificationARNs' },
};

const types = {};
for (const r of resources.sort((a, b) => a.cloudFormationType.localeCompare(b.cloudFormationType))) {
  const entry = { p: properties(r.properties), a: Object.keys(r.attributes ?? {}) };
  for (const [spelt, reference] of Object.entries(REFERENCE_SPELLINGS[r.cloudFormationType] ?? {})) {
    if (entry.p[spelt] && !entry.p[reference]) entry.p[reference] = entry.p[spelt];
  }
  types[r.cloudFormationType] = entry;
}

const body = { package: `@aws-cdk/aws-service-spec@${pkgVersion}`, types, defs };
const gz = gzipSync(JSON.stringify(body), { level: 9 });
mkdirSync(join(dataDir, 'cloudformation'), { recursive: true });
writeFileSync(join(dataDir, 'cloudformation', 'spec.json.gz'), gz);
writeManifestEntry('cloudformation/spec', {
  source: `@aws-cdk/aws-service-spec@${pkgVersion}`,
  resourceTypes: Object.keys(types).length,
  bytes: gz.length,
});
console.log(
  `cloudformation: ${Object.keys(types).length} resource types, ${defs.length} property types, ${(gz.length / 1024).toFixed(0)} KB gzipped`,
);
