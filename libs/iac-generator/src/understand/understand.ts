/**
 * Prompt (plus the user's earlier turns) -> intent: which components, how many, with which names
 * and settings, and which requirement phrases nothing served.
 *
 * A number next to a component is a setting of it ("5 replicas", "Node.js 22", "Postgres 14",
 * "every 20 minutes") unless the request clearly asks for several separate things ("three
 * buckets named a, b and c"). Each setting is attached to the nearest component it can apply
 * to, so a database version never becomes a cluster version.
 *
 * The reading is a sequence of named steps (steps/): the text made ready and its settings read
 * (prepare), then each clause started (clause-start), its matches read one by one (read-match),
 * what it says of things before given to them (clause-parts) and its words accounted for
 * (clause-account), then the intent completed across clauses (finish).
 *
 * @example
 *   understand('A private S3 bucket named "logs"', 'aws').mentions
 *   // [{ kind: 'aws.s3_bucket', names: ['logs'], attrs: { flags: {'private', ...} }, ... }]
 */
import { type Cloud } from '../model/types';
import { type Intent } from './intent';
import { accountForClause } from './steps/clause-account';
import { giveClauseParts } from './steps/clause-parts';
import { startClause } from './steps/clause-start';
import { finishIntent } from './steps/finish';
import { prepareRequest } from './steps/prepare';
import { readMatches } from './steps/read-match';

export type { Intent, Mention } from './intent';

/** Reads the request. `history` holds earlier user turns, oldest first, so follow-ups refine them. */
export function understand(prompt: string, cloud: Cloud, history: string[] = []): Intent {
  const req = prepareRequest(prompt, cloud, history);
  req.clauses.forEach((clause, index) => {
    const c = startClause(req, clause, index);
    readMatches(req, c);
    giveClauseParts(req, c);
    accountForClause(req, c);
  });
  return finishIntent(req, prompt);
}
