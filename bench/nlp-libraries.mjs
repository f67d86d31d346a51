#!/usr/bin/env node
// Chooses the NLP library the built-in generator's reading is built on, by measuring the two that
// run offline in Node with a bundled English model: wink-nlp (with wink-eng-lite-web-model) and
// compromise. Both are installed into a temporary folder (scripts/lib/temporary-install.mjs), so
// the measurement does not depend on which one the project already has.
//
//   node bench/nlp-libraries.mjs [csv] [--misses]   (--misses lists each request read wrongly)
//
// What it measures, per library:
// - reading: the head nouns of the noun phrases it finds in bench/nlp/labelled-requests.json (heads
//   labelled by hand; a head is the word a phrase is about: "our own KMS key" is about a key), as
//   precision, recall and F1 over the multiset of heads, and the requests whose heads all match;
// - speed: one request read (tokens, parts of speech, noun phrases) for every prompt of the
//   development CSV (default ../shared/eval/iac-eval-dev.csv), 5 rounds after a warm-up, p50/p99;
// - start: the time to load the library and its model in a fresh process, and the installed size.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installTemporarily } from '../scripts/lib/temporary-install.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const labelled = JSON.parse(readFileSync(join(root, 'bench/nlp/labelled-requests.json'), 'utf8')).requests;
const csv = readFileSync(
  process.argv.slice(2).find((a) => !a.startsWith('--')) ?? join(root, '../shared/eval/iac-eval-dev.csv'),
  'utf8',
);
const prompts = [...csv.matchAll(/^\d+,\d+,(?:"((?:[^"]|"")*)"|([^,"\n]*))/gm)].map((m) =>
  (m[1] ?? m[2]).replace(/""/g, '"'),
);

const NAMES = { wink: 'wink-nlp', winkModel: 'wink-eng-lite-web-model', compromise: 'compromise' };
const VERSIONS = { [NAMES.wink]: '2.4.0', [NAMES.winkModel]: '1.8.1', [NAMES.compromise]: '14.17.0' };
const PERSONAL = new Set(['i', 'we', 'me', 'us', 'you', 'it', 'they', 'them', 'our', 'my']);
const clean = (word) => word.toLowerCase().replace(/^[^a-z0-9]+|[^a-z0-9/_.-]+$/g, '');

/** wink-nlp tags parts of speech but has no noun-phrase chunker: a phrase is the longest run of
 * determiners, adjectives, numbers and nouns that ends in a noun, and its head the last noun. */
function winkReader(winkNLP, model) {
  const nlp = winkNLP(model);
  const its = nlp.its;
  const INSIDE = new Set(['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN', 'X', 'SYM']);
  const NOUNISH = new Set(['NOUN', 'PROPN', 'X']);
  return (text) => {
    const doc = nlp.readDoc(text);
    const words = doc.tokens().out();
    const tags = doc.tokens().out(its.pos);
    const heads = [];
    let lastNoun = -1;
    const close = () => {
      if (lastNoun >= 0) heads.push(clean(words[lastNoun]));
      lastNoun = -1;
    };
    tags.forEach((tag, i) => {
      if (!INSIDE.has(tag)) return close();
      if (NOUNISH.has(tag)) lastNoun = i;
      else if (lastNoun >= 0 && tag !== 'NUM' && tag !== 'SYM') close();
    });
    close();
    return heads.filter((h) => h && !PERSONAL.has(h));
  };
}

/** compromise finds noun phrases itself; its root is the phrase without determiners and
 * adjectives, and the head is the root's last word. */
function compromiseReader(nlp) {
  return (text) =>
    nlp(text)
      .nouns()
      .json()
      .map((n) => clean((n.noun?.root ?? n.text).split(/\s+/).pop() ?? ''))
      .filter((h) => h && !PERSONAL.has(h));
}

function score(read) {
  let tp = 0;
  let predicted = 0;
  let expected = 0;
  let whole = 0;
  const misses = [];
  for (const { text, heads } of labelled) {
    const got = read(text);
    const left = [...got];
    let hits = 0;
    for (const h of heads) {
      const at = left.indexOf(h);
      if (at >= 0) {
        left.splice(at, 1);
        hits += 1;
      }
    }
    tp += hits;
    predicted += got.length;
    expected += heads.length;
    if (hits === heads.length && got.length === heads.length) whole += 1;
    else misses.push(`${text}\n    expected ${heads.join(', ')}\n    read     ${got.join(', ')}`);
  }
  const precision = tp / predicted;
  const recall = tp / expected;
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall), whole, misses };
}

function time(read) {
  for (const p of prompts.slice(0, 50)) read(p);
  const times = [];
  for (let round = 0; round < 5; round++) {
    for (const p of prompts) {
      const t0 = process.hrtime.bigint();
      read(p);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99), max: times[times.length - 1] };
}

const sizeOf = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) => sum + (e.isDirectory() ? sizeOf(join(dir, e.name)) : statSync(join(dir, e.name)).size),
    0,
  );

/** Load time in a fresh process: what a worker pays once at start. */
function loadTime(dir, code) {
  const out = execFileSync(
    process.execPath,
    ['-e', `const t0=process.hrtime.bigint();${code};console.log(Number(process.hrtime.bigint()-t0)/1e6)`],
    { cwd: dir, encoding: 'utf8' },
  );
  return Number(out.trim());
}

const tools = installTemporarily(VERSIONS);
try {
  // Loaded from the temporary folder by name (neither library is a dependency of the project root).
  const load = (await import('node:module')).createRequire(join(tools.dir, 'package.json'));
  const readers = {
    'wink-nlp 2.4.0 + wink-eng-lite-web-model 1.8.1': {
      read: winkReader(load(NAMES.wink), load(NAMES.winkModel)),
      size:
        sizeOf(join(tools.dir, 'node_modules/wink-nlp')) +
        sizeOf(join(tools.dir, 'node_modules/wink-eng-lite-web-model')),
      load: loadTime(tools.dir, "require('wink-nlp')(require('wink-eng-lite-web-model')).readDoc('warm up')"),
    },
    'compromise 14.17.0': {
      read: compromiseReader(load(NAMES.compromise)),
      size: ['compromise', 'efrt', 'grad-school', 'suffix-thumb'].reduce(
        (sum, p) => sum + sizeOf(join(tools.dir, 'node_modules', p)),
        0,
      ),
      load: loadTime(tools.dir, "require('compromise')('warm up').nouns().json()"),
    },
  };
  const verbose = process.argv.includes('--misses');
  console.log(`${labelled.length} labelled requests; speed over ${prompts.length} prompts x 5 rounds`);
  for (const [name, r] of Object.entries(readers)) {
    const s = score(r.read);
    const t = time(r.read);
    console.log(
      `${name}: heads precision ${s.precision.toFixed(3)} recall ${s.recall.toFixed(3)} F1 ${s.f1.toFixed(3)}, ` +
        `all heads right ${s.whole}/${labelled.length}; read p50 ${t.p50.toFixed(2)} ms p99 ${t.p99.toFixed(2)} ms ` +
        `max ${t.max.toFixed(1)} ms; load ${r.load.toFixed(0)} ms; installed ${(r.size / 1e6).toFixed(1)} MB`,
    );
    if (verbose) for (const m of s.misses) console.log(`  ${m}`);
  }
} finally {
  tools.remove();
}
