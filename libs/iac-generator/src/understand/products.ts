/**
 * Product names the vocabulary does not know: "Azure SignalR Service", "AWS App Runner service",
 * "Google Cloud Tasks queue", a Kubernetes kind such as "VerticalPodAutoscaler". A product name is
 * read whole: the general words inside it ("service", "queue", "autoscaler") are part of its name,
 * never components of their own, so no other service stands in for it. The catalogue then writes the
 * provider's type whose name matches the product's words, or the answer says the product is not
 * covered.
 */
import { type Cloud } from '../model/types';
import { type Match } from './match';
import { type Token } from './text';
import { CONCEPTS, GENERIC_HEADS } from './vocabulary';
import { isKnownWord } from './spelling';
import { FILLER, INTRODUCES } from './words';
import { otherCloudProductLine } from './constraints/nearest';
import { isTimeZone } from './time-zones';

/** A product name in a phrase: token span, its words for the catalogue, and the name as written. */
export interface Product {
  /** Token indexes, and where the name is in the text. */
  start: number;
  end: number;
  words: string[];
  text: string;
  /** Where what it is for ends ("... for chat notifications"): words that describe it, not things of their own. */
  reach: number;
  /** The cloud its brand names ("Azure ..."), when it names one. */
  brand?: Exclude<Cloud, 'k8s'>;
}

const BRANDS: Record<string, Exclude<Cloud, 'k8s'>> = {
  aws: 'aws',
  amazon: 'aws',
  azure: 'azure',
  microsoft: 'azure',
  google: 'gcp',
  gcp: 'gcp',
};
// Words of a cloud's own name after its brand ("Google Cloud", "Amazon Web Services", "Cloud Platform").
const BRAND_TAIL = new Set(['cloud', 'web', 'service', 'platform']);
// A word written in CamelCase or with an inner capital ("SignalR", "PubSub", "VerticalPodAutoscaler").
const CAMEL = /[a-z][A-Z]|[A-Z]{2,}[a-z]/;
// Words after a product that say what it is for or runs, up to the next part of the phrase or the
// next thing introduced as one of its own ("... that copies files into an S3 bucket").
const PURPOSE = new Set(['for', 'running', 'serving', 'handling', 'that', 'which', 'to']);
const PART = new Set(['and', 'with', 'plus', 'then', 'also']);
// General words for what a product makes, beyond the vocabulary's general heads.
const OBJECTS = new Set([
  'hub',
  'resource',
  'endpoint',
  'environment',
  'namespace',
  'workspace',
  'keyspace',
  'app',
  'application',
  'pool',
  'store',
  'index',
  'domain',
  'project',
  'repository',
  'connector',
  'agent',
  'gateway',
]);
// Words that introduce a name rather than being part of a product's ("publisher name Acme Platform").
const NAMING = new Set(['named', 'called', 'name']);

/** The words of a CamelCase name ("SignalR" -> signal, r; "PubSub" -> pub, sub). */
function camelParts(s: string): string[] {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Product names of a phrase (`raw`, starting at `offset` in the text) that no vocabulary phrase
 * reads whole: a run of capitalised words led by a cloud's brand ("Azure Web PubSub"), holding a
 * CamelCase kind (Kubernetes), or holding a word that is no English word ("Argo CD Application"),
 * with some word of it that no match and no setting read. A lone general word right after it
 * ("hub", "queue", "service") is its head and part of it; what follows "for", "running", "that"
 * says what it is for, up to the next thing introduced on its own ("... into an S3 bucket").
 */
export function unknownProducts(
  raw: string,
  offset: number,
  tokens: Token[],
  matches: Match[],
  taken: (t: Token) => boolean,
  cloud: Cloud,
): Product[] {
  const cased = (k: number) => raw.slice(tokens[k].start - offset, tokens[k].end - offset);
  const capital = (k: number) => /^[A-Z]/.test(cased(k));
  const joined = (k: number) => /^[ \t/-]*$/.test(raw.slice(tokens[k - 1].end - offset, tokens[k].start - offset));
  // Another cloud's product read inside a name this cloud's brand leads ("Azure Web PubSub") is not its reading.
  const reads = (m: Match, brand?: Cloud) =>
    !brand || !CONCEPTS[m.concept].vendor || CONCEPTS[m.concept].vendor === brand;
  // Within one part of the phrase: no comma, semicolon or full stop between the words.
  const joinedLoose = (k: number) => !/[,;.]/.test(raw.slice(tokens[k - 1].end - offset, tokens[k].start - offset));
  const covered = (k: number, brand?: Cloud) =>
    matches.some((m) => k >= m.start && k < m.end && reads(m, brand)) || taken(tokens[k]);
  const out: Product[] = [];
  for (let i = 0; i < tokens.length;) {
    if (!capital(i) || taken(tokens[i]) || NAMING.has(tokens[i - 1]?.word ?? '')) {
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < tokens.length && capital(end) && joined(end) && !taken(tokens[end])) end += 1;
    // A time zone ("Europe/Berlin") is a value a schedule is stated in, not a product.
    if (isTimeZone(raw.slice(tokens[i].start - offset, tokens[end - 1].end - offset))) {
      i = end;
      continue;
    }
    const brandAt = tokens.slice(i, end).findIndex((t) => BRANDS[t.word]);
    const camel = tokens.slice(i, end).some((_, k) => CAMEL.test(cased(i + k)));
    const start = brandAt >= 0 ? i + brandAt : i;
    // Without a brand: a Kubernetes kind in CamelCase, or capitalised words past the start of a sentence
    // holding a word that is no English word and that nothing read ("Argo CD Application").
    const initial = i === 0 || /[.!?:;\n]\s*$|^\s*[-*\d.)]+\s*$/.test(raw.slice(0, tokens[i].start - offset));
    const named =
      !initial &&
      end - i >= 2 &&
      tokens.slice(i, end).some((t, k) => /^[a-z]{3,}$/.test(t.word) && !isKnownWord(t.word) && !covered(i + k));
    const product = brandAt >= 0 ? end - start >= 2 : (cloud === 'k8s' && camel) || named;
    const brand = brandAt >= 0 ? BRANDS[tokens[start].word] : undefined;
    const unread = tokens
      .slice(start, end)
      .some(
        (t, k) =>
          !BRANDS[t.word] &&
          !(brand && BRAND_TAIL.has(t.word)) &&
          /^[a-z]/.test(t.word) &&
          !FILLER.test(t.word) &&
          !covered(start + k, brand),
      );
    // "AWS Transfer Family SFTP endpoint": the vocabulary reads the product by the first word of its own
    // name ("AWS Transfer") or by its last ("SFTP endpoint"); the other words qualify it.
    const general = (w: string) => GENERIC_HEADS.has(w) || OBJECTS.has(w) || BRAND_TAIL.has(w);
    let first = start;
    // "Kubernetes" names the platform before a kind, but is a word of a cloud's own product ("Google Kubernetes Engine").
    const platform = (w: string) =>
      !!BRANDS[w] || (!brand && (w === 'kubernetes' || w === 'k8s')) || (!!brand && BRAND_TAIL.has(w));
    while (first < end - 1 && (platform(tokens[first].raw) || platform(tokens[first].word))) first += 1;
    const headed = matches.some(
      (m) =>
        reads(m, brand) &&
        ((m.start <= first && m.end > first) || (m.start < end && m.end >= end)) &&
        (m.end - m.start >= 2 || !general(tokens[m.start].word)),
    );
    if (product && unread && !headed) {
      // "... queue", "... hub": the lone general word after the name is the thing it is.
      const next = tokens[end];
      // The general word ends the name's phrase ("... service for", "... queue."), not one of a longer name.
      const after = tokens[end + 1];
      const ends =
        !after ||
        !joinedLoose(end + 1) ||
        FILLER.test(after.word) ||
        PURPOSE.has(after.word) ||
        PART.has(after.word) ||
        NAMING.has(after.word);
      const head =
        !!next && ends && !capital(end) && !taken(next) && (GENERIC_HEADS.has(next.word) || OBJECTS.has(next.word));
      // "AWS Organizations service control policy": a name right before a thing the vocabulary reads only says whose it is.
      if (!head && matches.some((m) => m.start === end)) {
        i = end;
        continue;
      }
      const last = head ? end + 1 : end;
      let reach = last;
      if (PURPOSE.has(tokens[last]?.word ?? ''))
        while (
          reach < tokens.length &&
          !PART.has(tokens[reach].word) &&
          !INTRODUCES.has(tokens[reach].word) &&
          !(reach > last && !joinedLoose(reach))
        )
          reach += 1;
      const span = tokens.slice(start, last);
      const words = new Set<string>();
      span.forEach((t, k) => {
        words.add(t.word);
        for (const part of camelParts(cased(start + k))) words.add(part);
        // "App Runner" is also "apprunner", as provider types spell it.
        if (k > 0) words.add(`${span[k - 1].word}${t.word}`);
      });
      out.push({
        start,
        end: last,
        words: [...words],
        text: raw.slice(tokens[start].start - offset, tokens[last - 1].end - offset),
        reach,
        brand,
      });
    }
    i = end;
  }
  return out;
}

/**
 * What the answer says of a product another cloud's brand names: never substituted. No kind is known
 * for it (the vocabulary would have read it), so no nearest service is named.
 */
export function foreignProductLine(p: Product, cloud: Cloud): string {
  return otherCloudProductLine(p.text, p.brand!, undefined, cloud, p.text);
}
