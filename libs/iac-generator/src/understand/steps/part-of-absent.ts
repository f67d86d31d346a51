/**
 * "an SQS queue with SSE using the SQS-owned key": a kind that is a part of another product (its
 * name extends that product's kind: aws.s3_bucket_server_side_encryption_configuration of
 * aws.s3_bucket), said with a thing of another service while no such product is read, is a feature
 * of that thing, never the part plus an invented product to hold it. The schema says whose part a
 * kind is, so no word list is needed. Its words are a setting a reader took, else said not read.
 */
import { KIND_TITLES } from '../../vocabulary/constraints.generated';
import { CONCEPTS } from '../vocabulary';
import { restore } from '../words';
import { type MatchWords } from './match-words';
import { type ClauseState, type RequestState } from './state';

/** The product a kind is a part of, by its name ("aws.s3_bucket" of "aws.s3_bucket_policy"), if any. */
function productOfPart(kind: string): string | undefined {
  let best: string | undefined;
  for (const k of Object.keys(KIND_TITLES)) if (kind.startsWith(`${k}_`) && (!best || k.length > best.length)) best = k;
  return best;
}

/** The service a kind belongs to: "aws.s3" of "aws.s3_bucket". */
const serviceOf = (kind: string) => kind.split('_')[0];

/** Whether the match is a part of a product the request does not read, said of another thing; it then took it. */
export function partOfAbsent(req: RequestState, c: ClauseState, { m, kind, concept }: MatchWords): boolean {
  // Kubernetes kinds are not named service by service ("k8s.persistent_volume_claim" is no part of a "k8s.persistent").
  if (typeof kind !== 'string' || concept.vendor || req.cloud === 'k8s') return false;
  const product = productOfPart(kind);
  const holder = c.phraseMentions.at(-1);
  if (!product || !holder || serviceOf(holder.kind) === serviceOf(product)) return false;
  // The product read anywhere in the request so far or said in the clause ("a new object lands in our
  // existing bucket x") holds the part.
  const ofProduct = (k: string | null | undefined) => typeof k === 'string' && serviceOf(k) === serviceOf(product);
  if ([...req.mentions, ...c.phraseMentions].some((x) => ofProduct(x.kind))) return false;
  // Another word for the same part ("SSE with AES256") is no product.
  const other = (k: string | null | undefined) => k !== kind && ofProduct(k);
  if (c.matches.some((x) => x !== m && other(CONCEPTS[x.concept][req.cloud]))) return false;
  const { tokens } = c;
  c.served = true;
  const from = tokens[m.start].start;
  const to = tokens[m.end - 1].end;
  if (!c.inPhrase.some((f) => f.start < to && f.end > from))
    req.unread.push({ phrase: c.index, text: restore(req.text.slice(from, to), req.quoteText) });
  return true;
}
