#!/usr/bin/env node
// False errors on real-world code: runs the checker (libs/iac-checker's checkFiles, as the editor
// checks code: origin user) over a folder of public infrastructure code gathered OUTSIDE the
// repository, and reports per format how many files (Terraform: folders, a module being one unit)
// have a validation error, with the most frequent error codes and the files that have them, so a
// later session can measure the false-error rate and find the next class to fix. Security findings
// and secrets are not validation and are not counted.
//
// Usage: node bench/checker-real-world.mjs <folder> [--list 20] [--json out.json]
//   (builds libs/iac-checker first with `npx tsc -b libs/iac-checker`)
// The format of each file is read from its name and content: *.tf (terraform-aws, -azurerm,
// -google by the providers it uses, terraform otherwise), *.bicep and *.bicepparam, JSON with a deploymentTemplate
// $schema (arm), JSON/YAML with AWSTemplateFormatVersion or AWS:: types (cloudformation), YAML with
// apiVersion and kind (kubernetes-yaml). Anything else is skipped. The gathered folder and the list
// of its sources are never committed (see bench/RESULTS.md for the figures of one measurement).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const folder = args.find(
  (a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--list' && args[args.indexOf(a) - 1] !== '--json',
);
if (!folder) {
  console.error('Usage: node bench/checker-real-world.mjs <folder> [--list 20] [--json out.json]');
  process.exit(2);
}
const listed = Number(args[args.indexOf('--list') + 1]) || 20;
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const { checkFiles, prepareChecks } = require(join(root, 'libs/iac-checker/dist/index.js'));
const { RULES } = require(join(root, 'libs/iac-checker/dist/rules/index.js'));
const { SECRET_KINDS } = require(join(root, 'libs/iac-checker/dist/secrets/index.js'));
const { switchedOffPatches } = require(join(root, 'libs/iac-checker/dist/kubernetes/kustomize.js'));
const RULE_IDS = new Set(RULES.map((r) => r.id));
const isValidation = (d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code);

const SKIP_DIRS = new Set(['.git', 'node_modules', '.terraform', 'dist', 'cdk.out', '.github']);
function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const st = statSync(path, { throwIfNoEntry: false });
    if (!st) continue;
    if (st.isDirectory()) {
      if (!SKIP_DIRS.has(name)) walk(path, out);
    } else if (st.size < 2_000_000) out.push(path);
  }
  return out;
}

/** The format a file is checked as, or undefined to skip it. */
function formatOf(path, text) {
  if (path.endsWith('.bicep') || path.endsWith('.bicepparam')) return 'bicep';
  if (/\.json$/.test(path)) {
    if (/deploymentTemplate\.json#|deploymentTemplate\.json"/i.test(text.slice(0, 600))) return 'arm';
    if (/"AWSTemplateFormatVersion"|"Type"\s*:\s*"AWS::/.test(text)) return 'cloudformation';
    return undefined;
  }
  if (/\.ya?ml$/.test(path)) {
    // A CodeDeploy AppSpec (lower-case `version`, `Resources` a list) is CodeDeploy's format, not a template.
    if (/^version\s*:/m.test(text) && /^Resources\s*:\s*\n\s*-/m.test(text)) return undefined;
    if (/^AWSTemplateFormatVersion\s*:|^Resources\s*:[\s\S]*Type:\s*['"]?AWS::/m.test(text)) return 'cloudformation';
    if (/^apiVersion\s*:/m.test(text) && /^kind\s*:/m.test(text) && !/\{\{/.test(text)) return 'kubernetes-yaml';
  }
  return undefined;
}
function terraformFormat(texts) {
  const all = texts.join('\n');
  const uses = (p) => new RegExp(`(resource|data)\\s+"${p}_`).test(all);
  if (uses('aws')) return 'terraform-aws';
  if (uses('azurerm')) return 'terraform-azurerm';
  if (uses('google')) return 'terraform-google';
  return 'terraform';
}

const units = []; // { format, name, files: [{ path, content }] }
const tfDirs = new Map();
for (const path of walk(resolve(folder))) {
  const rel = relative(resolve(folder), path);
  if (path.endsWith('.tf') || path.endsWith('.tf.json')) {
    const dir = dirname(rel);
    // Paths keep their folder, so a module called by a relative source is not taken for this one.
    tfDirs.set(dir, [...(tfDirs.get(dir) ?? []), { path: rel, content: readFileSync(path, 'utf8') }]);
    continue;
  }
  if (!/\.(json|ya?ml|bicep|bicepparam)$/.test(path)) continue;
  const content = readFileSync(path, 'utf8');
  const format = formatOf(path, content);
  if (format) units.push({ format, name: rel, files: [{ path: rel.split('/').pop(), content }] });
}
// A manifest is checked with every kustomization that builds it (names it under resources, bases,
// components or patches, directly or through the folders it names) and the configuration files
// those name, as a project's files are checked together: the kustomizations say which files are
// patches and what their transformers make (a Deployment's selector under commonLabels).
const KUSTOMIZATIONS = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
const kustomizations = new Map(); // folder (relative) -> { path, content, names: [relative paths] }
for (const path of walk(resolve(folder))) {
  if (!KUSTOMIZATIONS.includes(path.split('/').pop())) continue;
  const rel = relative(resolve(folder), path);
  const content = readFileSync(path, 'utf8');
  let doc;
  try {
    doc = parseYaml(content);
  } catch {
    continue;
  }
  const list = (key) => (Array.isArray(doc?.[key]) ? doc[key] : []);
  const names = [
    ...['resources', 'bases', 'components', 'patchesStrategicMerge'].flatMap(list),
    ...list('patches').map((p) => p?.path),
    // Patches named in commented-out lines (kubebuilder's scaffold) are patches too.
    ...switchedOffPatches(content),
  ].filter((n) => typeof n === 'string' && !n.includes('://') && !n.includes('\n'));
  const own = ['configurations', 'transformers', 'generators', 'validators'].flatMap(list);
  kustomizations.set(dirname(rel), { path: rel, content, names, own: own.filter((n) => typeof n === 'string') });
}
/** The manifests a kustomization builds, through the folders it names too. */
const builds = new Map();
const buildsOf = (dir, seen = new Set()) => {
  if (builds.has(dir)) return builds.get(dir);
  const out = new Set();
  if (seen.has(dir)) return out;
  seen.add(dir);
  for (const n of kustomizations.get(dir).names) {
    const target = join(dir, n).replace(/\/+$/, '');
    if (kustomizations.has(target)) for (const x of buildsOf(target, seen)) out.add(x);
    else out.add(target);
  }
  builds.set(dir, out);
  return out;
};
for (const u of units) {
  if (u.format !== 'kubernetes-yaml' || KUSTOMIZATIONS.includes(u.name.split('/').pop())) continue;
  const by = [...kustomizations.keys()].filter((dir) => buildsOf(dir).has(u.name)).slice(0, 30);
  if (!by.length) continue;
  u.files[0].path = u.name;
  u.own = new Set([u.name]);
  for (const dir of by) {
    const k = kustomizations.get(dir);
    u.files.push({ path: k.path, content: k.content });
    for (const o of k.own) {
      const path = join(dir, o);
      const content = statSync(resolve(folder, path), { throwIfNoEntry: false })?.isFile()
        ? readFileSync(resolve(folder, path), 'utf8')
        : undefined;
      if (content !== undefined && !u.files.some((f) => f.path === path)) u.files.push({ path, content });
    }
  }
}
// A file in a Chainsaw test's folder is checked with the test (`chainsaw-test.yaml`), which says
// which files its steps apply or assert (partial objects, not manifests).
for (const u of units) {
  if (u.format !== 'kubernetes-yaml') continue;
  const dir = dirname(resolve(folder, u.name));
  const test = ['chainsaw-test.yaml', 'chainsaw-test.yml'].find((n) =>
    statSync(join(dir, n), { throwIfNoEntry: false }),
  );
  if (!test || u.name.endsWith(`/${test}`)) continue;
  const at = u.files[0].path.includes('/') ? `${dirname(u.files[0].path)}/${test}` : test;
  if (!u.files.some((f) => f.path === at)) u.files.push({ path: at, content: readFileSync(join(dir, test), 'utf8') });
}
// A Terraform folder is checked with the folders that call it by a relative source (directly or
// through others), as a project's files are checked together: Terraform runs a module on the
// provider versions its callers pin. Only the folder's own errors are counted.
const called = new Map(); // folder -> the folders that call it
for (const [dir, files] of tfDirs)
  for (const { content } of files)
    for (const block of content.matchAll(/^module\s+"[^"]*"\s*\{([\s\S]*?)^\}/gm)) {
      // Terraform 0.11 and earlier also read a bare path (`source = "vpc"`) as a local folder.
      const source = /^\s*source\s*=\s*"(\.\.?\/[^"]*|[\w-]+(?:\/[\w-]+)?)"/m.exec(block[1])?.[1];
      const target = source && join(dir, source).replace(/\/+$/, '');
      if (target && target !== dir && tfDirs.has(target))
        called.set(target, new Set([...(called.get(target) ?? []), dir]));
    }
const callersOf = (dir, seen = new Set()) => {
  for (const c of called.get(dir) ?? []) if (!seen.has(c) && c !== dir) callersOf(c, seen.add(c));
  return seen;
};
for (const [dir, files] of tfDirs)
  units.push({
    format: terraformFormat(files.map((f) => f.content)),
    name: `${dir}/`,
    files: [...files, ...[...callersOf(dir)].flatMap((c) => tfDirs.get(c))],
    own: new Set(files.map((f) => f.path)),
  });

await prepareChecks([...new Set(units.map((u) => u.format))]);
const byFormat = new Map();
const started = performance.now();
for (const u of units) {
  const s = byFormat.get(u.format) ?? { units: 0, withError: 0, codes: new Map(), examples: [] };
  byFormat.set(u.format, s);
  s.units++;
  let found;
  try {
    found = await checkFiles(u.files, u.format, 'user');
  } catch (error) {
    found = [{ severity: 'error', code: 'bench.checker-threw', message: String(error), file: u.name, line: 1 }];
  }
  const errors = found.filter((d) => isValidation(d) && (!u.own || u.own.has(d.file)));
  if (!errors.length) continue;
  s.withError++;
  for (const code of new Set(errors.map((e) => e.code))) s.codes.set(code, (s.codes.get(code) ?? 0) + 1);
  s.examples.push({
    unit: u.name,
    errors: errors.slice(0, 3).map((e) => `${e.file}:${e.line} ${e.code} ${e.message}`),
  });
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(`${units.length} files/folders checked in ${seconds} s (${resolve(folder)})\n`);
console.log('| format | checked | with a validation error | share |');
console.log('|---|---:|---:|---:|');
for (const [format, s] of [...byFormat].sort())
  console.log(`| ${format} | ${s.units} | ${s.withError} | ${((100 * s.withError) / s.units).toFixed(1)}% |`);
for (const [format, s] of [...byFormat].sort()) {
  if (!s.withError) continue;
  console.log(`\n## ${format}: files by error code`);
  for (const [code, n] of [...s.codes].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${code}`);
  for (const e of s.examples.slice(0, listed)) console.log(`  - ${e.unit}\n      ${e.errors.join('\n      ')}`);
}
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify(
      Object.fromEntries([...byFormat].map(([f, s]) => [f, { ...s, codes: Object.fromEntries(s.codes) }])),
      null,
      2,
    ),
  );
