/**
 * "rename the main one to orders-v2", "make the primary one keep messages 4 days": a follow-up that
 * speaks of the main thing of a kind means the thing itself, never a member at its side (its
 * dead-letter queue, a read replica, a standby), even when that member was the last one said.
 */
import { type Mention } from '../intent';

// Words that say the thing itself rather than a member beside it.
const MAIN = /\b(?:the|our|my)\s+(?:main|primary|original|source|first)\b/i;
// A member that stands beside the main thing of its kind: a dead-letter queue, a replica, a standby.
const SIDE = /\b(?:dead[\s-]?letter|dlq|replicas?|standby|secondary|failover|backup)\b/i;

/** Whether the mention is a member beside the main thing of its kind (a dead-letter queue, a replica). */
export function sideMember(m: { text?: string }): boolean {
  // By its words only: a queue "with a dead-letter queue" has the dlq property and is the main one.
  return SIDE.test(m.text ?? '');
}

/**
 * The thing a follow-up phrase that names no thing of its own means by "the main one": the last
 * thing said that is no side member, of the kind of the last thing spoken of. None when the phrase
 * does not say so, or when no side member stands in the way (the last thing is then the one meant).
 */
export function mainMeant(phrase: string, model: Mention[]): Mention | undefined {
  if (!MAIN.test(phrase)) return undefined;
  const last = model.at(-1);
  if (!last || !sideMember(last)) return undefined;
  return model.findLast((m) => m.kind === last.kind && !sideMember(m));
}
