/**
 * Words of a follow-up that carry out nothing of their own beside a removal: "we don't need it"
 * after "scratch the CloudWatch Logs part" says the removal again, "keep the rest" / "everything
 * else stays as it is" says what no operation touches is kept (which it is). They are read, so
 * never said as words the generator did not read.
 */
import { type Operation, removalOf } from './operations';

// A removal's words that only point back at what was just said ("it", "that one", "them").
const POINTING_ONLY =
  /^(?:(?:it|that|this|them|those|these|one|ones|either|the thing|any of (?:it|that|them))\b\s*)+$/i;

// "keep the rest", "leave everything else as is", "the rest stays the same", "everything else unchanged".
const REST = String.raw`(?:the rest|everything else|all the rest|all else|the others?|the remaining(?:\s+\w+)?|anything else)`;
const AS_IS = String.raw`(?:as (?:it is|is|they are|before|it was|they were)|unchanged|the same|untouched|alone|intact|in place)`;
const KEEP_REST = new RegExp(
  String.raw`^\W*(?:(?:and|but|ok(?:ay)?|please|otherwise|just)\W+)*(?:` +
    String.raw`(?:keep|leave|retain)\s+${REST}(?:\s+${AS_IS})?` +
    String.raw`|${REST}\s+(?:(?:stays?|remains?|can stay|should stay|is fine|are fine|as is)\b(?:\s+${AS_IS})?|${AS_IS})` +
    String.raw`)\W*$`,
  'i',
);

// Words for a part of the request as a whole ("the function part", "the logs bit"): never a name of it.
const WHOLE_PART = /^(?:part|parts|bit|bits|side|piece|pieces|portion|stuff|thing|things|setup|config)$/i;

/** The names of a thing a removal says, without words that only say "that part of the request". */
export const withoutPartWords = (names: string[]) => names.filter((n) => !WHOLE_PART.test(n));

// "we'll use DynamoDB later", "we will hook Slack up at some point": a plan, not an ask of this answer.
const FUTURE = /\b(?:we['\u2019]ll|i['\u2019]ll|we will|i will|will|going to|gonna|plan(?:ning)? to|might|may)\b/i;
const LATER =
  /\b(?:later(?: on)?|at some point|eventually|in the future|down the road|some ?day|next (?:sprint|quarter|month|week|year))\b/i;

/** Whether a follow-up phrase tells of a plan for later, which asks nothing of this answer. */
export const saysLater = (phrase: string) => FUTURE.test(phrase) && LATER.test(phrase);

/** Whether a follow-up phrase only says that what no operation touches is kept. */
export const keepsTheRest = (phrase: string) => KEEP_REST.test(phrase.trim());

/**
 * Whether phrase `i` only says again the removal of a phrase before it in its turn ("scratch the
 * function, we don't need it"): a removal whose words only point back.
 */
export function repeatsRemoval(
  phrases: string[],
  i: number,
  sameTurn: (k: number) => boolean,
  ops: (Operation | undefined)[],
  carried: (k: number) => boolean,
): boolean {
  const words = removalOf(phrases[i])?.words;
  if (!words || !POINTING_ONLY.test(words.replace(/[^\w\s]/g, ' ').trim())) return false;
  for (let k = i - 1; k >= 0 && sameTurn(k); k--) if (ops[k]?.remove && carried(k)) return true;
  return false;
}

// Words that only say the turn follows up on what was asked ("Follow-up on orders-api:", "Update:", "Change of plan:").
const FOLLOWS_UP = /^\W*(?:(?:a|one|quick|small)\s+)?(?:follow[- ]?up|update|change of plans?|amendment|revision)\W*$/i;

/** Whether words of a follow-up only say it follows up, which asks nothing of the files. */
export const saysFollowUp = (text: string) => FOLLOWS_UP.test(text);
