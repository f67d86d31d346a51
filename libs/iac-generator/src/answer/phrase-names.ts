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

// The types of alarms and alerts, as each format writes them.
const ALARM_TYPE = /metric_alarm\.|metric_alert\.|alert_policy\.|::Alarm\)$|\/metricAlerts\//;
// The attribute an alarm or alert watches, in each format's spelling.
const METRIC = /["']?(?:metric_name|MetricName|metricName)["']?\s*[:=]\s*["']?([A-Za-z][\w ./-]*?)["']?\s*(?:,|$)/gm;
// Words of a metric that say nothing of what it measures.
const METRIC_EMPTY = new Set(['aws', 'the', 'of', 'per', 'count', 'sum', 'average', 'total', 'percentage', 'percent']);

/**
 * The metric an alarm's resources (`resources`, `scope` what they write) watch when no word of it is in the
 * request (`conversation`): "CPUUtilization" written for "an alarm when anything lands in the dlq"
 * watches what nobody asked, so the alarm does not realise the words. Undefined when a metric written
 * is said, or none is written.
 */
export function unaskedMetric(resources: readonly string[], scope: string, conversation: string): string | undefined {
  if (!resources.some((r) => ALARM_TYPE.test(r))) return undefined;
  const metrics = [...scope.matchAll(METRIC)].map((m) => m[1].trim());
  if (!metrics.length) return undefined;
  const said = new Set(wordsOf(conversation));
  const asked = (metric: string) =>
    wordsOf(metric).some((w) => w.length >= 3 && !METRIC_EMPTY.has(w) && [...said].some((s) => s === w));
  return metrics.some(asked) ? undefined : metrics[0];
}
