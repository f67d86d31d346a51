#!/usr/bin/env node
// Security rules against the reference scanner's own examples: runs the checker (libs/iac-checker's
// checkFiles) over the good and bad examples that trivy-checks ships per check
// (checks/**/<check>.yaml: `terraform:`, `cloudformation:` and `kubernetes:` each with `good:` and
// `bad:` snippets), gathered OUTSIDE the repository, and reports per cloud how many checks it
// detects: of all of them, and of those whose topic the catalogue claims.
//
// A check is detected when every one of its bad examples raises a finding (a rule and its text) that
// none of its good examples raises (a rule that says the same of both cannot tell them apart). Its topic is claimed
// when one of the catalogue's rules reads a resource type (or Kubernetes kind) that its bad
// examples declare: the types a rule reads are recorded by running its checks over an empty target.
// A check is NOT claimed, whatever rule reads its types, when it matches a topic the catalogue
// declares not checked on purpose (rules/not-checked.ts: the platform's default is safe, or the
// topic is not a security one): the topic names the check's AVD id and one of the resource types
// its bad examples declare. Those checks are counted apart and listed with --missed.
//
// Usage: node bench/checker-trivy-agreement.mjs <trivy-checks folder> [--missed] [--json out.json]
//   (builds libs/iac-checker first with `npx tsc -b libs/iac-checker`)
// --missed lists the claimed checks that are not detected, the next rules to write.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const folder = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--json');
if (!folder) {
  console.error('Usage: node bench/checker-trivy-agreement.mjs <trivy-checks folder> [--missed] [--json out.json]');
  process.exit(2);
}
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const YAML = require(require.resolve('yaml', { paths: [join(root, 'libs/iac-checker')] }));
const { checkFiles, prepareChecks } = require(join(root, 'libs/iac-checker/dist/index.js'));
const { RULES } = require(join(root, 'libs/iac-checker/dist/rules/index.js'));
const { SECRET_KINDS } = require(join(root, 'libs/iac-checker/dist/secrets/index.js'));
const { NOT_CHECKED } = require(join(root, 'libs/iac-checker/dist/rules/not-checked.js'));
// Security rules and secrets: a secret written into user data is found by the secret scan.
const RULE_IDS = new Set([...RULES.map((r) => r.id), ...SECRET_KINDS.keys()]);

/** The resource types (lower case) the catalogue's rules read, per engine. */
function typesRead() {
  const read = new Set();
  for (const rule of RULES)
    for (const [engine, check] of Object.entries(rule.checks)) {
      const ctx = {
        engine,
        resources: (...types) => (types.forEach((t) => read.add(t.toLowerCase())), []),
        data: (type) => (read.add(type.toLowerCase()), []),
        report: () => {},
        referrers: () => [],
        backends: () => [],
      };
      try {
        check(ctx);
      } catch {
        // a check that needs more than an empty target still recorded what it asked for
      }
    }
  return read;
}

/** The check's ids from the metadata of its policy beside the examples (`# custom:` `id:` and `aliases:`). */
function checkIds(yamlPath) {
  let rego;
  try {
    rego = readFileSync(yamlPath.replace(/\.yaml$/, '.rego'), 'utf8');
  } catch {
    return [];
  }
  const id = /^#\s+id:\s*(\S+)/m.exec(rego)?.[1];
  const aliases = [...rego.matchAll(/^#\s+-\s*(AVD-\S+)/gm)].map((m) => m[1]);
  return [...new Set([...(id ? [`AVD-${id}`] : []), ...aliases])];
}

/** The declared topic a check matches: one of its ids and one of the types its bad examples declare. */
function declaredTopic(ids, sections) {
  const types = new Set(
    sections.flatMap(([section, ex]) =>
      ex.bad.filter((t) => typeof t === 'string').flatMap((t) => declaredTypes(section, t)),
    ),
  );
  return NOT_CHECKED.find(
    (t) => t.references.some((r) => ids.includes(r)) && t.types.some((type) => types.has(type.toLowerCase())),
  );
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.yaml') && !name.endsWith('_test.yaml')) out.push(path);
  }
  return out;
}

/** checks/cloud/<cloud>/..., checks/kubernetes/..., checks/docker/... */
function cloudOf(rel) {
  const parts = rel.split('/');
  const i = parts.indexOf('cloud');
  return i >= 0
    ? parts[i + 1]
    : parts.includes('kubernetes')
      ? 'kubernetes'
      : parts.includes('docker')
        ? 'docker'
        : parts[0];
}

function formatOf(section, text) {
  if (section === 'cloudformation') return 'cloudformation';
  if (section === 'kubernetes') return 'kubernetes-yaml';
  if (section !== 'terraform') return undefined;
  if (/(resource|data)\s+"aws_/.test(text)) return 'terraform-aws';
  if (/(resource|data)\s+"azurerm_/.test(text)) return 'terraform-azurerm';
  if (/(resource|data)\s+"google_/.test(text)) return 'terraform-google';
  if (/(resource|data)\s+"kubernetes_/.test(text)) return 'terraform-kubernetes';
  return 'terraform';
}

function declaredTypes(section, text) {
  const found = [];
  const patterns = {
    terraform: /(?:resource|data)\s+"([\w-]+)"/g,
    cloudformation: /Type"?\s*:\s*['"]?((?:AWS|Alexa)::[\w:]+)/g,
    kubernetes: /^kind:\s*['"]?(\w+)/gm,
  };
  for (const m of text.matchAll(patterns[section] ?? /$^/g)) found.push(m[1].toLowerCase());
  return found;
}

const FILE_NAME = {
  cloudformation: (t) => (t.trimStart().startsWith('{') ? 'template.json' : 'template.yaml'),
  'kubernetes-yaml': () => 'manifests.yaml',
};
async function rulesFired(format, text) {
  const path = FILE_NAME[format]?.(text) ?? 'main.tf';
  try {
    const found = await checkFiles([{ path, content: text }], format, 'user');
    // A finding is its rule and what it says, without the resource's name (good and bad examples name
    // theirs differently): one rule reporting several settings tells them apart by its text.
    return new Set(
      found.filter((d) => RULE_IDS.has(d.code)).map((d) => `${d.code} ${d.message.replace(d.path ?? '', '')}`),
    );
  } catch {
    return new Set();
  }
}

const read = typesRead();
const checks = [];
for (const path of walk(resolve(folder))) {
  const rel = relative(resolve(folder), path);
  let doc;
  try {
    doc = YAML.parse(readFileSync(path, 'utf8'));
  } catch {
    continue;
  }
  if (!doc || typeof doc !== 'object') continue;
  const sections = Object.entries(doc).filter(
    ([k, v]) => ['terraform', 'cloudformation', 'kubernetes'].includes(k) && Array.isArray(v?.bad) && v.bad.length,
  );
  const cloud = cloudOf(rel);
  if (!Object.keys(doc).some((k) => Array.isArray(doc[k]?.bad))) continue;
  checks.push({ name: rel.replace(/\.yaml$/, ''), cloud, sections, topic: declaredTopic(checkIds(path), sections) });
}

await prepareChecks(['terraform-aws', 'terraform-azurerm', 'terraform-google', 'cloudformation', 'kubernetes-yaml']);
const started = performance.now();
for (const c of checks) {
  c.claimed = false;
  c.detected = false;
  c.rules = [];
  // Detected in any one format it has examples for (a check is one topic, shown in several formats).
  for (const [section, ex] of c.sections) {
    const bad = ex.bad.filter((t) => typeof t === 'string');
    const good = (ex.good ?? []).filter((t) => typeof t === 'string');
    if (bad.some((t) => declaredTypes(section, t).some((type) => read.has(type)))) c.claimed = true;
    const format = formatOf(section, bad.join('\n'));
    if (!format || format === 'terraform') continue;
    const onGood = new Set();
    for (const t of good) for (const id of await rulesFired(format, t)) onGood.add(id);
    const telling = [];
    for (const t of bad) {
      const fired = [...(await rulesFired(format, t))].filter((id) => !onGood.has(id));
      if (!fired.length) {
        telling.length = 0;
        break;
      }
      telling.push(...fired);
    }
    if (telling.length) {
      c.detected = true;
      c.rules = [...new Set([...c.rules, ...telling.map((f) => f.split(' ')[0])])];
    }
  }
  if (c.detected) c.claimed = true;
  // Declared not checked on purpose: never claimed (a finding there would contradict the catalogue).
  if (c.topic) c.claimed = false;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const byCloud = new Map();
for (const c of checks) {
  const s = byCloud.get(c.cloud) ?? { all: 0, detected: 0, claimed: 0, claimedDetected: 0, declared: 0 };
  byCloud.set(c.cloud, s);
  s.all++;
  if (c.detected) s.detected++;
  if (c.claimed) s.claimed++;
  if (c.claimed && c.detected) s.claimedDetected++;
  if (c.topic) s.declared++;
}
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(0)}%` : '-');
const total = { all: 0, detected: 0, claimed: 0, claimedDetected: 0, declared: 0 };
console.log(`${checks.length} checks with examples, in ${seconds} s (${resolve(folder)}); ${RULES.length} rules\n`);
console.log('| cloud | checks | detected | share | declared not checked | claimed | claimed detected | share |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const [cloud, s] of [...byCloud].sort()) {
  for (const k of Object.keys(total)) total[k] += s[k];
  console.log(
    `| ${cloud} | ${s.all} | ${s.detected} | ${pct(s.detected, s.all)} | ${s.declared} | ${s.claimed} | ${s.claimedDetected} | ${pct(s.claimedDetected, s.claimed)} |`,
  );
}
console.log(
  `| all | ${total.all} | ${total.detected} | ${pct(total.detected, total.all)} | ${total.declared} | ${total.claimed} | ${total.claimedDetected} | ${pct(total.claimedDetected, total.claimed)} |`,
);
if (args.includes('--missed')) {
  console.log('\nClaimed, not detected:');
  for (const c of checks.filter((x) => x.claimed && !x.detected)) console.log(`  ${c.name}`);
  console.log('\nDeclared not checked on purpose (not claimed):');
  for (const c of checks.filter((x) => x.topic)) console.log(`  ${c.name} (${c.topic.id})`);
  console.log('\nNot claimed:');
  for (const c of checks.filter((x) => !x.claimed && !x.topic)) console.log(`  ${c.name}`);
}
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify(
      checks.map((c) => ({
        name: c.name,
        cloud: c.cloud,
        claimed: c.claimed,
        detected: c.detected,
        declaredNotChecked: c.topic?.id,
        rules: c.rules,
      })),
      null,
      2,
    ),
  );
