/** A match of a clause with what the steps ask of it: its concept, its words and its kind on the cloud. */
import { type Match } from '../match';
import { type Concept, CONCEPTS } from '../vocabulary';
import { tokensText } from '../words';
import { type ClauseState, type RequestState } from './state';

export interface MatchWords {
  m: Match;
  concept: Concept;
  /** The matched words, as the tokens read them. */
  words: string;
  /** The kind on the cloud: undefined when the cloud has none, null when ruled out by the concept. */
  kind: string | null | undefined;
}

export function matchWords(req: RequestState, c: ClauseState, m: Match): MatchWords {
  const concept = CONCEPTS[m.concept];
  return { m, concept, words: tokensText(c.tokens, m.start, m.end), kind: concept[req.cloud] };
}
