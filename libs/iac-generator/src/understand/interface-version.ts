/**
 * "Cloud Run (the v2 API)", "a Cosmos DB account with the MongoDB API", "an EKS cluster exposing the
 * Kubernetes API privately": the word "API" after a version or a product, said of a thing already
 * read, names that thing's interface (which generation, which protocol), never an API of the
 * request's own (an API gateway, an API Management service), and the product before it is no
 * service of its own either.
 */
import { type Match } from './match';
import { type Token } from './text';

// An interface's version as products write it: v1, v2, v1beta1, v2alpha.
const VERSION = /^v\d{1,2}(?:(?:alpha|beta)\d{0,2})?$/;
const API = new Set(['api', 'apis']);
// "the v2 API", "its MongoDB API": an interface of a thing already known. "a Lambda API" asks for one.
const DEFINITE = new Set(['the', 'its', 'their', 'this', 'that']);

export interface InterfaceWords {
  /** The "API" match and, when a product names the interface, the product's match before it. */
  api: Match;
  product?: Match;
  /** Whether a product names it (said as not read: nothing writes which interface a product speaks). */
  byProduct: boolean;
}

/**
 * The interfaces named in a clause's matches, when something was read before them (`readBefore`
 * tells whether a resource precedes token index k).
 */
export function interfacesNamed(
  tokens: Token[],
  matches: Match[],
  readBefore: (k: number) => boolean,
): InterfaceWords[] {
  const out: InterfaceWords[] = [];
  for (const api of matches) {
    if (api.end - api.start !== 1 || !API.has(tokens[api.start].word)) continue;
    const before = api.start - 1;
    if (before < 0) continue;
    const product = matches.find((x) => x !== api && x.end === api.start);
    const version = !product && VERSION.test(tokens[before].word);
    if (!version && !product) continue;
    const first = product ? product.start : before;
    if (!DEFINITE.has(tokens[first - 1]?.word ?? '') || !readBefore(first - 1)) continue;
    out.push({ api, product, byProduct: !!product });
  }
  return out;
}
