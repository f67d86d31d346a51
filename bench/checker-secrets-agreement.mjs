#!/usr/bin/env node
// Secret detection against the reference scanner's published samples: reads gitleaks' rule files
// (cmd/generate/config/rules/*.go, gathered OUTSIDE the repository), rebuilds each rule's true-
// and false-positive samples (`tps`, `fps`) the way its generator does (string literals,
// `secrets.NewSecret(<regex>)` drawn from the regex with a fixed seed, `utils.GenerateSampleSecrets`
// spelt with the templates of the folder's own cmd/generate/config/utils/generate.go), and runs the
// checker's secret scan over each sample as a file of text.
//
// True positives are counted for the gitleaks rules of the token kinds the checker claims (the
// CLAIMED table: gitleaks rule id -> our secret id); a sample is found when the scan reports any
// secret in it. False positives are counted over the `fps` samples of every rule: any finding is a
// false alarm. Statements the reader cannot evaluate (loops, helper functions) are skipped and
// counted.
//
// Usage: node bench/checker-secrets-agreement.mjs <gitleaks folder> [--missed] [--seed 1]
//   (builds libs/iac-checker first with `npx tsc -b libs/iac-checker`)
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const folder = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--seed');
if (!folder) {
  console.error('Usage: node bench/checker-secrets-agreement.mjs <gitleaks folder> [--missed] [--seed 1]');
  process.exit(2);
}
const { secretFindings } = require(join(root, 'libs/iac-checker/dist/secrets/index.js'));

/** The gitleaks rules whose tokens the checker claims to find, by the secret id that finds them. */
const CLAIMED = {
  'aws-access-token': 'IG-SEC-001',
  'private-key': 'IG-SEC-003',
  'github-pat': 'IG-SEC-004',
  'github-fine-grained-pat': 'IG-SEC-004',
  'github-oauth': 'IG-SEC-004',
  'github-app-token': 'IG-SEC-004',
  'github-refresh-token': 'IG-SEC-004',
  'gitlab-pat': 'IG-SEC-005',
  'gitlab-pat-routable': 'IG-SEC-005',
  'gitlab-ptt': 'IG-SEC-005',
  'gitlab-rrt': 'IG-SEC-005',
  'gitlab-runner-authentication-token': 'IG-SEC-005',
  'gitlab-runner-authentication-token-routable': 'IG-SEC-005',
  'gitlab-deploy-token': 'IG-SEC-005',
  'gitlab-cicd-job-token': 'IG-SEC-005',
  'gitlab-feed-token': 'IG-SEC-005',
  'gitlab-feature-flag-client-token': 'IG-SEC-005',
  'gitlab-incoming-mail-token': 'IG-SEC-005',
  'gitlab-kubernetes-agent-token': 'IG-SEC-005',
  'gitlab-oauth-app-secret': 'IG-SEC-005',
  'gitlab-scim-token': 'IG-SEC-005',
  'slack-bot-token': 'IG-SEC-006',
  'slack-user-token': 'IG-SEC-006',
  'slack-legacy-token': 'IG-SEC-006',
  'slack-legacy-bot-token': 'IG-SEC-006',
  'slack-legacy-workspace-token': 'IG-SEC-006',
  'slack-config-access-token': 'IG-SEC-006',
  'slack-config-refresh-token': 'IG-SEC-006',
  'slack-webhook-url': 'IG-SEC-007',
  'slack-app-token': 'IG-SEC-017',
  'stripe-access-token': 'IG-SEC-008',
  'gcp-api-key': 'IG-SEC-009',
  'sendgrid-api-token': 'IG-SEC-010',
  'npm-access-token': 'IG-SEC-011',
  'openai-api-key': 'IG-SEC-012',
  'anthropic-api-key': 'IG-SEC-012',
  'anthropic-admin-api-key': 'IG-SEC-012',
  jwt: 'IG-SEC-015',
  'azure-ad-client-secret': 'IG-SEC-016',
};

// ---- a fixed-seed random source, so a run is repeatable
let seed = Number(args[args.indexOf('--seed') + 1]) || 1;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (s) => s[Math.floor(random() * s.length)];

// ---- a string drawn from a (Go) regular expression: literals, escapes, classes, groups, alternation, quantifiers
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CLASS_ESCAPES = { d: '0123456789', w: `${ALNUM}_`, s: ' ', S: ALNUM, W: '-', D: 'a' };
function drawRegex(pattern) {
  let i = 0;
  const peek = () => pattern[i];
  function escape() {
    const c = pattern[i++];
    if (c === 'x') {
      const hex = pattern.slice(i, i + 2);
      i += 2;
      return { chars: String.fromCharCode(parseInt(hex, 16)) };
    }
    if (c === 'b' || c === 'B' || c === 'A' || c === 'z') return { chars: '' };
    if (c in CLASS_ESCAPES) return { chars: CLASS_ESCAPES[c] };
    return { chars: { n: '\n', r: '\r', t: '\t' }[c] ?? c };
  }
  function charClass() {
    let negate = false;
    if (peek() === '^') {
      negate = true;
      i++;
    }
    let set = '';
    let first = true;
    while (i < pattern.length && (pattern[i] !== ']' || first)) {
      first = false;
      let c = pattern[i++];
      if (c === '\\') c = escape().chars;
      else if (c === '[' && pattern[i] === ':') {
        const end = pattern.indexOf(':]', i);
        const name = pattern.slice(i + 1, end);
        i = end + 2;
        c =
          {
            alnum: ALNUM,
            alpha: ALNUM.slice(0, 52),
            digit: '0123456789',
            upper: ALNUM.slice(26, 52),
            lower: ALNUM.slice(0, 26),
          }[name] ?? 'a';
      }
      if (pattern[i] === '-' && pattern[i + 1] !== ']' && c.length === 1) {
        i++;
        let to = pattern[i++];
        if (to === '\\') to = escape().chars;
        for (let x = c.charCodeAt(0); x <= to.charCodeAt(0); x++) set += String.fromCharCode(x);
      } else set += c;
    }
    i++; // ]
    if (negate) set = [...ALNUM].filter((x) => !set.includes(x)).join('') || 'a';
    return { chars: set };
  }
  function atom() {
    const c = pattern[i++];
    if (c === '(') {
      if (peek() === '?') {
        i++;
        if (peek() === 'P' || peek() === '<') {
          i = pattern.indexOf('>', i) + 1;
        } else {
          while (pattern[i] !== ':' && pattern[i] !== ')') i++;
          if (pattern[i] === ')') {
            i++;
            return { chars: '' }; // a flag group such as (?i)
          }
          i++;
        }
      }
      const alternatives = alternation();
      i++; // )
      return { alternatives };
    }
    if (c === '[') return charClass();
    if (c === '\\') return escape();
    if (c === '.') return { chars: ALNUM };
    if (c === '^' || c === '$') return { chars: '' };
    return { chars: c };
  }
  function quantifier() {
    const c = peek();
    let range;
    if (c === '?') range = [0, 1];
    else if (c === '*') range = [0, 3];
    else if (c === '+') range = [1, 4];
    else if (c === '{' && /^\{\d+(,\d*)?\}/.test(pattern.slice(i))) {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      i += m[0].length - 1;
      const lo = Number(m[1]);
      range = [lo, m[2] ? (m[3] ? Number(m[3]) : lo + 3) : lo];
    } else return [1, 1];
    i++;
    if (peek() === '?') i++; // lazy
    return range;
  }
  function sequence() {
    const parts = [];
    while (i < pattern.length && peek() !== '|' && peek() !== ')') {
      const a = atom();
      parts.push({ a, range: quantifier() });
    }
    return parts;
  }
  function alternation() {
    const alts = [sequence()];
    while (peek() === '|') {
      i++;
      alts.push(sequence());
    }
    return alts;
  }
  const tree = alternation();
  const draw = (alts) =>
    pick(alts)
      .map(({ a, range }) => {
        const n = range[0] + Math.floor(random() * (range[1] - range[0] + 1));
        let out = '';
        for (let k = 0; k < n; k++) out += a.alternatives ? draw(a.alternatives) : a.chars ? pick(a.chars) : '';
        return out;
      })
      .join('');
  return draw(tree);
}

// ---- a reader for the part of Go the rule files use to build their samples
function tokens(src) {
  const out = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) i++;
    else if (src.startsWith('//', i)) i = src.indexOf('\n', i) < 0 ? src.length : src.indexOf('\n', i);
    else if (src.startsWith('/*', i)) i = src.indexOf('*/', i) + 2;
    else if (c === '`') {
      const end = src.indexOf('`', i + 1);
      out.push({ t: 'str', v: src.slice(i + 1, end) });
      i = end + 1;
    } else if (c === '"') {
      let j = i + 1;
      let v = '';
      while (src[j] !== '"') {
        if (src[j] === '\\') {
          const e = src[j + 1];
          if (e === 'x') {
            v += String.fromCharCode(parseInt(src.slice(j + 2, j + 4), 16));
            j += 4;
            continue;
          }
          v += { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' }[e] ?? e;
          j += 2;
        } else v += src[j++];
      }
      out.push({ t: 'str', v });
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][\w.]*/.exec(src.slice(i));
      out.push({ t: 'id', v: m[0] });
      i += m[0].length;
    } else if (/\d/.test(c)) {
      const m = /^\d+/.exec(src.slice(i));
      out.push({ t: 'num', v: m[0] });
      i += m[0].length;
    } else if (src.startsWith('...', i) || src.startsWith(':=', i)) {
      out.push({ t: 'op', v: src.slice(i, i + (src[i] === '.' ? 3 : 2)) });
      i += src[i] === '.' ? 3 : 2;
    } else out.push({ t: 'op', v: src[i++] });
  }
  return out;
}

const SIZED = {
  'utils.Numeric': (n) => `[0-9]{${n}}`,
  'utils.Hex': (n) => `[a-f0-9]{${n}}`,
  'utils.AlphaNumeric': (n) => `[a-z0-9]{${n}}`,
  'utils.AlphaNumericExtendedShort': (n) => `[a-z0-9_-]{${n}}`,
  'utils.AlphaNumericExtended': (n) => `[a-z0-9=_\\-]{${n}}`,
  'utils.AlphaNumericExtendedLong': (n) => `[a-z0-9\\/=_\\+\\-]{${n}}`,
};

class Unsupported extends Error {}

/** Evaluates expressions over a token list: strings, lists of strings and the calls above. */
function evaluator(templates) {
  return function expr(ts, at, vars) {
    let [v, i] = term(ts, at, vars);
    while (ts[i]?.v === '+') {
      const [w, j] = term(ts, i + 1, vars);
      if (typeof v !== 'string' || typeof w !== 'string') throw new Unsupported('+');
      v += w;
      i = j;
    }
    return [v, i];
  };
  function args(ts, at, vars) {
    const out = [];
    let i = at + 1; // (
    while (ts[i]?.v !== ')') {
      const [v, j] = expr(ts, i, vars);
      let k = j;
      if (ts[k]?.v === '...') {
        k++;
        out.push(...(Array.isArray(v) ? v : [v]));
      } else out.push(v);
      i = ts[k]?.v === ',' ? k + 1 : k;
      if (i >= ts.length) throw new Unsupported('unclosed call');
    }
    return [out, i + 1];
  }
  function samples(identifier, secret) {
    return templates.map((t) =>
      t.replaceAll('{i}', identifier).replaceAll('{I}', identifier.toUpperCase()).replaceAll('{s}', secret),
    );
  }
  function term(ts, i, vars) {
    const t = ts[i];
    if (!t) throw new Unsupported('end');
    if (t.t === 'str') return [t.v, i + 1];
    if (t.v === '[' && ts[i + 1]?.v === ']' && ts[i + 2]?.v === 'string' && ts[i + 3]?.v === '{') {
      const out = [];
      let k = i + 4;
      while (ts[k]?.v !== '}') {
        const [v, j] = expr(ts, k, vars);
        out.push(v);
        k = ts[j]?.v === ',' ? j + 1 : j;
      }
      return [out, k + 1];
    }
    if (t.t === 'id' && ts[i + 1]?.v === '(') {
      const [a, j] = args(ts, i + 1, vars);
      if (t.v === 'append') return [[...a[0], ...a.slice(1)], j];
      if (t.v === 'secrets.NewSecret') return [drawRegex(a[0]), j];
      if (t.v in SIZED) return [SIZED[t.v](a[0]), j];
      if (t.v === 'utils.Hex8_4_4_4_12') return ['[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', j];
      if (t.v === 'utils.GenerateSampleSecrets') return [samples(a[0], a[1]), j];
      if (t.v === 'utils.GenerateSampleSecret') return [`${a[0]}_api_token = "${a[1]}"`, j];
      if (t.v === 'fmt.Sprintf') {
        let k = 1;
        return [a[0].replace(/%[sdv]/g, () => String(a[k++])), j];
      }
      if (t.v === 'strings.Repeat') return [a[0].repeat(Number(a[1])), j];
      throw new Unsupported(t.v);
    }
    if (t.t === 'num') return [t.v, i + 1];
    if (t.t === 'id' && vars.has(t.v)) return [vars.get(t.v), i + 1];
    if (t.t === 'id' && t.v === 'nil') return [[], i + 1];
    throw new Unsupported(t.v);
  }
}

/** The `{i}`/`{s}` templates of GenerateSampleSecrets, from the folder's generate.go. */
function sampleTemplates(dir) {
  const src = readFileSync(join(dir, 'cmd/generate/config/utils/generate.go'), 'utf8');
  const body = src.slice(src.indexOf('func GenerateSampleSecrets'));
  const map = body.slice(body.indexOf('map[string]string{'), body.indexOf('replacer'));
  const ts = tokens(map);
  const out = [];
  for (let i = 0; i < ts.length - 2; i++)
    if (ts[i].t === 'str' && ts[i + 1].v === ':' && ts[i + 2].t === 'str') out.push(ts[i + 2].v);
  return out;
}

/** A rule's token pattern (the string given to GenerateUniqueTokenRegex or MustCompile) as a JS RegExp. */
function corePattern(part) {
  const m = /Regex:\s*(?:utils\.GenerateUniqueTokenRegex|regexp\.MustCompile)\(\s*(`[^`]*`|"(?:[^"\\]|\\.)*")/.exec(
    part,
  );
  if (!m) return undefined;
  let source = m[1].startsWith('`') ? m[1].slice(1, -1) : tokens(m[1])[0].v;
  const flags = /\(\?i\)|\(\?i:/.test(source) ? 'i' : '';
  source = source
    .replace(/\(\?i\)/g, '')
    .replace(/\(\?i:/g, '(?:')
    .replace(/\(\?P</g, '(?<')
    .replace(/\\z/g, '$');
  try {
    return new RegExp(source, flags);
  } catch {
    return undefined;
  }
}

/** Every rule function of a file: its id and its tps/fps samples, or what could not be read. */
function rulesOf(src, expr) {
  const out = [];
  for (const part of src.split(/\nfunc /).slice(1)) {
    const id = /RuleID:\s*"([^"]+)"/.exec(part)?.[1];
    if (!id) continue;
    const ts = tokens(part.slice(part.indexOf('{')));
    const vars = new Map();
    const rule = { id, tps: [], fps: [], skipped: 0, pattern: corePattern(part) };
    for (let i = 0; i < ts.length; i++) {
      if (ts[i].t !== 'id' || !(ts[i + 1]?.v === ':=' || (ts[i + 1]?.v === '=' && ts[i + 2]?.v !== '='))) continue;
      if (ts[i - 1]?.v === '.' || ts[i - 1]?.v === ',') continue;
      try {
        const [v] = expr(ts, i + 2, vars);
        vars.set(ts[i].v, v);
      } catch (e) {
        if (!(e instanceof Unsupported)) throw e;
        if (ts[i].v === 'tps' || ts[i].v === 'fps') rule.skipped++;
        vars.delete(ts[i].v);
      }
    }
    for (const key of ['tps', 'fps']) {
      const v = vars.get(key);
      if (Array.isArray(v)) rule[key] = v.filter((s) => typeof s === 'string');
    }
    out.push(rule);
  }
  return out;
}

const dir = resolve(folder);
const expr = evaluator(sampleTemplates(dir));
const rulesDir = join(dir, 'cmd/generate/config/rules');
const rules = readdirSync(rulesDir)
  .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))
  .flatMap((f) => rulesOf(readFileSync(join(rulesDir, f), 'utf8'), expr));

const found = (text) => secretFindings([{ kind: 'text', path: 'sample.txt', content: text }], 'terraform').length > 0;
const byKind = new Map();
let fpAll = 0;
let fpRaised = 0;
const misses = [];
const alarms = [];
// A rule's false positive that is a token of another kind the checker claims (an Anthropic admin key
// among the API key rule's samples, a JWT among the curl rule's) is no false alarm: it is not counted.
const claimedPatterns = rules.filter((r) => CLAIMED[r.id] && r.pattern);
const anotherKind = (rule, text) => claimedPatterns.some((r) => r.id !== rule.id && r.pattern.test(text));
let fpExcused = 0;
for (const rule of rules) {
  for (const s of rule.fps) {
    if (anotherKind(rule, s)) {
      fpExcused++;
      continue;
    }
    fpAll++;
    if (!found(s)) continue;
    fpRaised++;
    alarms.push(`${rule.id}: ${s.slice(0, 100)}`);
  }
  const ours = CLAIMED[rule.id];
  if (!ours) continue;
  const k = byKind.get(ours) ?? { rules: new Set(), samples: 0, found: 0 };
  byKind.set(ours, k);
  k.rules.add(rule.id);
  for (const s of rule.tps) {
    k.samples++;
    if (found(s)) k.found++;
    else misses.push(`${rule.id}: ${s.slice(0, 120)}`);
  }
}
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
const skipped = rules.reduce((n, r) => n + r.skipped, 0);
console.log(`${rules.length} gitleaks rules read (${skipped} sample statements not evaluated) from ${dir}\n`);
console.log('| our secret | gitleaks rules | true-positive samples | found | share |');
console.log('|---|---|---:|---:|---:|');
let all = 0;
let hit = 0;
for (const [id, k] of [...byKind].sort()) {
  all += k.samples;
  hit += k.found;
  console.log(`| ${id} | ${[...k.rules].join(', ')} | ${k.samples} | ${k.found} | ${pct(k.found, k.samples)} |`);
}
console.log(
  `| all claimed | ${[...byKind.values()].reduce((n, k) => n + k.rules.size, 0)} rules | ${all} | ${hit} | ${pct(hit, all)} |`,
);
console.log(
  `\nfalse-positive samples (every rule): ${fpAll} (and ${fpExcused} tokens of another claimed kind, not counted), raised: ${fpRaised} (${pct(fpRaised, fpAll)})`,
);
if (args.includes('--missed')) {
  console.log('\nTrue positives not found:');
  for (const m of misses) console.log(`  ${m}`);
  console.log('\nFalse positives raised:');
  for (const a of alarms) console.log(`  ${a}`);
}
