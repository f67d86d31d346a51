/**
 * Misspellings read as the term they were meant to be, by edit distance to the words the
 * vocabulary knows ("databse" -> "database", "kubernets" -> "kubernetes", "postgressql" ->
 * "postgresql"). Guarded so ordinary words never turn into services: only words of five letters
 * or more that are not known English words, with the same first letter, at one edit (two for long
 * words), and only when exactly one known term is that close.
 *
 * @example
 *   correctWord('databse') // 'database'
 *   correctWord('notes')   // 'notes' (an English word, never "nodes")
 */
import { CONCEPTS, KNOWN_UNSUPPORTED } from './vocabulary';
import { COMMON_WORDS } from './common-words';
import { inValue, valueSpans } from './values';
import { inEnglishLexicon } from './reading/tagger';

// Words that state settings, so a misspelt setting ("retension", "replcas") is read too.
const SETTING_WORDS = [
  'replicas',
  'retention',
  'schedule',
  'minutes',
  'memory',
  'storage',
  'version',
  'runtime',
  'capacity',
  'provisioned',
  'consumption',
  'autopilot',
  'preemptible',
  'timeout',
  'encrypted',
  'encryption',
  'private',
  'public',
  'publicly',
  'accessible',
  'multiple',
  'availability',
  'throughput',
  'partitions',
  'authorization',
  'postgresql',
  'postgres',
  'kubernetes',
];

const TERMS: string[] = [
  ...new Set(
    [...CONCEPTS.flatMap((c) => c.phrases), ...KNOWN_UNSUPPORTED, ...SETTING_WORDS]
      .flatMap((p) => p.split(/[\s-]+/))
      .filter((w) => /^[a-z][a-z0-9]*$/.test(w) && w.length >= 4),
  ),
];
const KNOWN = new Set([...TERMS, ...COMMON_WORDS]);

// Vocabulary words that are everyday English: a near miss of one is far more likely another
// English word ("shape", "typed", "trial") than a typo, so nothing is corrected into them.
const NOT_TARGETS = new Set(
  `access active address alias artifact association authentication automatic broker cache caching class
  concurrency contact container configuration credential credentials destination distribution driven entry
  events expire files functions group groups human intent item layer locking model notification notifications
  object policy premises principal probe proxy record records references requester routes sending service
  services share shared slot space store stores streaming template trail types upload version versions website
  window zone zones`.split(/\s+/),
);
const BY_FIRST = new Map<string, string[]>();
for (const t of TERMS) {
  const list = BY_FIRST.get(t[0]) ?? [];
  list.push(t);
  BY_FIRST.set(t[0], list);
}

/** Whether `word` is `term` with two neighbouring letters swapped ("servcie", "acess" is not): a typo, whatever the term. */
function swapped(word: string, term: string): boolean {
  if (word.length !== term.length) return false;
  const at = [...word].findIndex((ch, i) => ch !== term[i]);
  return at >= 0 && word[at] === term[at + 1] && word[at + 1] === term[at] && word.slice(at + 2) === term.slice(at + 2);
}

/** Whether `word` is `term` with one letter of a double dropped ("acess", "adress"): a typo, whatever the term. */
function droppedDouble(word: string, term: string): boolean {
  if (term.length !== word.length + 1) return false;
  return [...term].some((ch, i) => ch === term[i + 1] && term.slice(0, i) + term.slice(i + 1) === word);
}

/** The plural of a term, as a count of things is written ("instances" of "instance"). */
const plural = (term: string) => (/(?:s|x|z|ch|sh)$/.test(term) ? `${term}es` : `${term}s`);

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping above `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/** Whether a word is a vocabulary term or an ordinary English word (so not an unknown product name). */
export function isKnownWord(word: string): boolean {
  return (
    word.length < 3 ||
    KNOWN.has(word) ||
    KNOWN.has(word.replace(/(?:es|s|ed|ing)$/, '')) ||
    KNOWN.has(word.replace(/ies$/, 'y')) ||
    !/^[a-z]+$/.test(word)
  );
}

// Endings that make another form of a word: what is left when one word starts with the other.
const ENDING = /^(?:s|es|d|ed|ing|er|ers|ion|ions|ly|ment|ments)$/;

/** Whether `longer` is `shorter` with a word ending ("provision" + "ed"); "ingres" + "s" is not, as a plural of a word in s takes "es". */
function isInflection(shorter: string, longer: string): boolean {
  if (!longer.startsWith(shorter) || longer === shorter) return false;
  const ending = longer.slice(shorter.length);
  return ENDING.test(ending) && !(ending === 's' && shorter.endsWith('s'));
}

const cache = new Map<string, string>();

const isWord = (w: string) => w.length >= 2 && (KNOWN.has(w) || inEnglishLexicon(w));

/**
 * The words `word` can be an inflection of: "consumes" of "consume", "autoscaled" of "autoscale",
 * "planned" of "plan", "replies" of "reply". Each ending is taken off as English writes it, so
 * "kubernets" is no plural of "kubernete" and "ingres" none of "ingre".
 */
function stems(word: string): string[] {
  const out: string[] = [];
  const m = /^(.+?)(ies|ied|es|ed|s|d|ing)$/.exec(word);
  if (!m) return out;
  const [, base, ending] = m;
  if (ending === 'ies' || ending === 'ied') out.push(`${base}y`);
  // "-es" only after the sounds that take it ("boxes", "patches", "goes"); any other "-es" is an "-e" word plus "s".
  if (ending === 'es' && /(?:s|x|z|ch|sh|o)$/.test(base)) out.push(base);
  if (ending === 's' && !/(?:s|x|z|ch|sh)$/.test(base)) out.push(base);
  if (ending === 'es' || ending === 'ed' || ending === 'ing') {
    if (ending !== 'es') out.push(base);
    out.push(`${base}e`);
    // A doubled last consonant: "planned", "scanning".
    if (/([b-df-hj-np-tv-z])\1$/.test(base)) out.push(base.slice(0, -1));
  }
  if (ending === 'd' && base.endsWith('e')) out.push(base);
  return out;
}

/** The forms a verb or noun `stem` is written in: the other inflections that show it is a word. */
function forms(stem: string): string[] {
  const bare = stem.replace(/e$/, '');
  return [stem, `${stem}s`, `${bare}ing`, `${bare}ed`, `${bare}er`, `${bare}ers`];
}

/**
 * Whether `word` is a word of the language: in the English model's lexicon or the vocabulary, or an
 * inflection (-s, -es, -ed, -d, -ing) of one, or of a word whose other forms are ("autoscaled" of
 * "autoscale", as "autoscaling" and "autoscaler" are known).
 */
function isEnglishWord(word: string): boolean {
  if (isWord(word)) return true;
  return stems(word).some((stem) => forms(stem).some(isWord));
}

/** The known term a misspelt word stands for, or the word itself. */
function correctWord(word: string): string {
  if (word.length < 5 || KNOWN.has(word) || !/^[a-z]+$/.test(word)) return word;
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  // A word of the language is what the user meant ("consumes" is no "consumer"): only unknown words are corrected.
  if (isEnglishWord(word)) {
    if (cache.size < 5000) cache.set(word, word);
    return word;
  }
  const max = word.length >= 9 ? 2 : 1;
  let best = word;
  let bestDistance = max + 1;
  let ties = 0;
  for (const term of BY_FIRST.get(word[0]) ?? []) {
    // A longer or shorter form of the same word ("provision", "provisioned") is not a misspelling;
    // a dropped letter that is no word ending ("firewal", "ingres") is.
    if (term.length < 5 || isInflection(word, term) || isInflection(term, word)) continue;
    // An everyday word is a target only for two of its letters swapped ("servcie") or a double letter typed once
    // ("acess"): any other near miss is
    // more likely another English word ("shape" is not "share").
    if (NOT_TARGETS.has(term) && !swapped(word, term) && !droppedDouble(word, term)) continue;
    // In short words a changed letter is usually another word ("shape" is not "share"): only letters swapped count.
    if (word.length <= 6 && word.length === term.length && [...word].sort().join('') !== [...term].sort().join(''))
      continue;
    // A count of things keeps its plural ("instnaces" is "instances", not one instance).
    const many = word.endsWith('s') && !term.endsWith('s') ? plural(term) : undefined;
    const [d, form] = [editDistance(word, term, max), term];
    const dMany = many ? editDistance(word, many, max) : max + 1;
    const [distance, chosen] = dMany < d ? [dMany, many!] : [d, form];
    if (distance < bestDistance) {
      best = chosen;
      bestDistance = distance;
      ties = 0;
    } else if (distance === bestDistance && chosen !== best) ties++;
  }
  const out = bestDistance <= max && ties === 0 ? best : word;
  if (cache.size < 5000) cache.set(word, out);
  return out;
}

/**
 * The text with misspelt words replaced by the terms they stand for, and the corrections made
 * (each as "written -> read as"), so the answer can say how it read the request.
 */
export function correctSpelling(
  lower: string,
  /** Spans whose words a setting reads as written ("nodejs 20" of a runtime): never misspelt. */
  kept: readonly [number, number][] = [],
): { text: string; corrections: string[] } {
  const corrections: string[] = [];
  const values = [...valueSpans(lower), ...kept];
  // Parts of identifiers joined by dots, slashes, underscores or hyphens ("app.handlr", "acme/billng",
  // "tasks-invoker") are names, kept as written.
  const text = lower.replace(/(?<![\w\u00a7/]|\w[.-])[A-Za-z]{5,}(?![\w/]|[.-]\w)/g, (w, at: number) => {
    // camelCase and similar identifiers are names, and URLs, paths and addresses values, not misspelt words.
    if (/[a-z][A-Z][a-z]/.test(w) || inValue(values, at, at + w.length)) return w;
    const c = correctWord(w.toLowerCase());
    if (c === w.toLowerCase()) return w;
    corrections.push(`${w} -> ${c}`);
    return c;
  });
  return { text, corrections: [...new Set(corrections)] };
}
