#!/usr/bin/env node
// Extracts the GitHub REST operations the product calls from GitHub's published OpenAPI
// description (@octokit/openapi, 385 MB installed) into test/support/github/github-openapi.json,
// a few hundred KB that the test tree's GitHub emulator validates every request and answer
// against. Run it again after changing the operations below or raising VERSION:
//
//   node scripts/extract-github-openapi.mjs
//
// The description is not a dependency of the project (decision 034): this script installs it into
// a temporary folder for the run and removes it afterwards.
//
// Kept: each operation's parameters, request body and response schemas (JSON), with the
// component schemas they reference, transitively. Dropped: prose (descriptions, examples,
// titles), which the validation does not read.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { installTemporarily } from './lib/temporary-install.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = '@octokit/openapi';
const VERSION = '23.0.2';
const SOURCE = `${PACKAGE}/generated/api.github.com.json`;
const OUT = join(root, 'test/support/github/github-openapi.json');

/** Every REST operation libs/github (and so the emulator) uses, as `METHOD path`. */
const OPERATIONS = [
  'GET /user',
  'GET /user/orgs',
  'GET /user/repos',
  'POST /user/repos',
  'GET /orgs/{org}/repos',
  'POST /orgs/{org}/repos',
  'GET /search/repositories',
  'GET /repos/{owner}/{repo}',
  'GET /repos/{owner}/{repo}/git/ref/{ref}',
  'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
  'POST /repos/{owner}/{repo}/git/refs',
  'GET /repos/{owner}/{repo}/git/commits/{commit_sha}',
  'POST /repos/{owner}/{repo}/git/commits',
  'POST /repos/{owner}/{repo}/git/blobs',
  'POST /repos/{owner}/{repo}/git/trees',
  'GET /repos/{owner}/{repo}/git/trees/{tree_sha}',
  'PUT /repos/{owner}/{repo}/contents/{path}',
  'POST /repos/{owner}/{repo}/pulls',
  'DELETE /applications/{client_id}/token',
];

/** The shape GitHub gives every error answer; the emulator checks undocumented error statuses against it. */
const ALWAYS = ['basic-error'];

const PROSE = new Set(['description', 'example', 'examples', 'title', 'externalDocs', 'x-github', 'summary']);

const tool = installTemporarily({ [PACKAGE]: VERSION });
let spec;
let version;
try {
  spec = JSON.parse(readFileSync(tool.resolve(SOURCE), 'utf8'));
  version = JSON.parse(readFileSync(tool.resolve(`${PACKAGE}/package.json`), 'utf8')).version;
} finally {
  tool.remove();
}

const wantedSchemas = new Set(ALWAYS);

/** Follows a `#/components/<kind>/<name>` reference. */
function deref(ref) {
  const [, , kind, name] = ref.split('/');
  const target = spec.components[kind]?.[name];
  if (!target) throw new Error(`unresolved reference ${ref}`);
  return target;
}

/** A copy without prose, noting every schema it references. Parameter and response refs are inlined. */
function strip(node) {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    if (node.$ref.startsWith('#/components/schemas/')) {
      wantedSchemas.add(node.$ref.slice('#/components/schemas/'.length));
      return { $ref: node.$ref };
    }
    return strip(deref(node.$ref));
  }
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (PROSE.has(key)) continue;
    // `properties` maps names to schemas: a property may well be called "description" or "title".
    out[key] = key === 'properties' ? mapValues(value, strip) : strip(value);
  }
  return out;
}
const mapValues = (object, fn) => Object.fromEntries(Object.entries(object).map(([k, v]) => [k, fn(v)]));

/** The JSON schema of a body (request or response), or null when it is not JSON or absent. */
function jsonSchema(body) {
  const resolved = body && typeof body.$ref === 'string' ? deref(body.$ref) : body;
  const schema = resolved?.content?.['application/json']?.schema;
  return schema ? strip(schema) : null;
}

const operations = {};
for (const entry of OPERATIONS) {
  const [method, path] = entry.split(' ');
  const operation = spec.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${entry} is not in ${SOURCE}`);
  const parameters = (operation.parameters ?? []).map((p) => {
    const param = p.$ref ? deref(p.$ref) : p;
    return { name: param.name, in: param.in, required: param.required === true, schema: strip(param.schema ?? {}) };
  });
  const responses = {};
  for (const [status, response] of Object.entries(operation.responses)) responses[status] = jsonSchema(response);
  operations[entry] = {
    operationId: operation.operationId,
    parameters,
    requestBody: operation.requestBody
      ? { required: operation.requestBody.required === true, schema: jsonSchema(operation.requestBody) }
      : null,
    responses,
  };
}

// Component schemas, transitively: a schema's own references join the list as it is copied.
const schemas = {};
for (let done = 0; done !== wantedSchemas.size;) {
  done = wantedSchemas.size;
  for (const name of [...wantedSchemas]) if (!(name in schemas)) schemas[name] = strip(spec.components.schemas[name]);
}

const out = {
  source: `${SOURCE} from @octokit/openapi ${version} (GitHub REST API ${spec.info.version})`,
  operations,
  components: { schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) },
};
// Formatted as `npm run lint` expects every file of the tree to be.
const options = { ...(await prettier.resolveConfig(OUT)), filepath: OUT };
writeFileSync(OUT, await prettier.format(JSON.stringify(out), options));
console.log(
  `${OUT}: ${Object.keys(operations).length} operations, ${Object.keys(schemas).length} schemas, ${Math.round(
    readFileSync(OUT).length / 1024,
  )} KB`,
);
