/**
 * Whether a phrase says the thing a component is (issue 24, UNT): "What I understood: <phrase> ->
 * <resources>" claims the resources realise the phrase, which is true only where the phrase names
 * what they are ("an S3 bucket", "igw", "the vnet") or states a setting they hold. A generic word a
 * reading took as a kind ("storage" of a database's encrypted storage as a bucket, "app servers"
 * as an instance, "allow Azure services" as a network security group) names no such thing: the
 * answer then says only that the words were read so, never that the resource realises them.
 */

// Words of a kind's title or type that say whose product it is or nothing of what it is.
const EMPTY = new Set([
  'aws',
  'amazon',
  'azure',
  'microsoft',
  'google',
  'gcp',
  'cloud',
  'the',
  'of',
  'for',
  'and',
  'a',
  'an',
  'resource',
  'app',
  'main',
]);

const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(?<=[a-z]{3})(?:ing|es|s)$/, '');

const wordsOf = (text: string) =>
  (
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .toLowerCase()
      .match(/[a-z][a-z0-9]*/g) ?? []
  ).map(stem);

// A short word of the phrase that shortens the thing's words, its letters in order from the first ("igw" of
// internet gateway, "vnet" of virtual network, "pg" of PostgreSQL, "svc" of service).
const SHORT = /^[a-z][a-z0-9]{1,4}$/;
function shortens(word: string, thing: string): boolean {
  if (!SHORT.test(word) || word[0] !== thing[0]) return false;
  let at = 0;
  for (const ch of thing) if (ch === word[at]) at++;
  return at === word.length;
}

/**
 * Whether `phrase` names the thing a component is, by its kind's `title` or the types it was
 * written as (`resources`: "aws_s3_bucket.x", "X (AWS::S3::Bucket)", "Service/x").
 */
export function phraseNamesKind(phrase: string, title: string, resources: readonly string[]): boolean {
  const types = resources.map(
    (r) =>
      /\(([^()]+)\)$/.exec(r)?.[1] ??
      (/^[\w.]+\/[\w.]+\//.test(r) ? r.split('/').slice(0, -1).join('/') : r.split(/[.]/)[0].replace(/\/.*$/, '')),
  );
  const own = [...wordsOf(title.replace(/\([^)]*\)/g, ' ')), ...types.flatMap(wordsOf)].filter((w) => !EMPTY.has(w));
  if (!own.length) return true;
  const said = wordsOf(phrase);
  // The same word, or one inside the other of four letters or more ("subnet" of subnetwork, "scale" of autoscaler).
  const within = (w: string, o: string) =>
    w === o || (w.length >= 4 && o.includes(w)) || (o.length >= 4 && w.includes(o));
  if (said.some((w) => own.some((o) => within(w, o)))) return true;
  // A short word of the phrase standing for the thing's words run together, from any of them on.
  const whole = [title.replace(/\([^)]*\)/g, ' '), ...types].flatMap((t) => {
    const ws = wordsOf(t).filter((w) => !EMPTY.has(w));
    return ws.map((_, k) => ws.slice(k).join(''));
  });
  // Or the initials of consecutive words, after one letter that qualifies them ("alb" of load balancer).
  const initials = [title.replace(/\([^)]*\)/g, ' '), ...types].flatMap((t) => {
    const ws = wordsOf(t);
    return ws.flatMap((_, k) =>
      ws.slice(k).map((__, n) =>
        ws
          .slice(k, k + n + 1)
          .map((w) => w[0])
          .join(''),
      ),
    );
  });
  return said.some(
    (w) =>
      whole.some((t) => shortens(w, t)) ||
      (SHORT.test(w) && w.length >= 3 && initials.some((x) => x.length >= 2 && x === w.slice(1))),
  );
}
