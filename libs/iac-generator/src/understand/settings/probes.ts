/**
 * A container's health probes as a user states them: which probes ("liveness and readiness"), then
 * any of the parts of a probe in any order, each a value with the words that say what it is: how it
 * checks ("HTTP GET", "tcp", "grpc"), the path and the port, how often ("every 10s"), how long it
 * waits first ("initial delay 20s"), how long one check may take ("timeout 2s"), and how many failures
 * in a row count ("restart after 5 failures", "fails three times in a row", "failureThreshold 4").
 * The probe's words are read as one spec, so a path is never read as a route, a count of failures
 * never as a queue's receive count and an interval never as a schedule.
 */
import { type Rule } from '../settings';
import { num } from '../numbers';

const KIND = '(?:liveness|readiness|startup)';
const WORD_NUMBER = 'one|two|three|four|five|six|seven|eight|nine|ten';
// Words a probe's parts are said with: a bare number before any other word counts something else
// ("probes on /healthz and 2 replicas").
const PROBE_WORD =
  'and|then|with|every|each|after|on|at|timeout|time|initial|delay|period|failure|failures|failed|fails|times|threshold|path|port|restart|restarts|that|which|it|consecutive|in';
// A value of a probe: a path, a number with its unit of time, or a bare number (said as a word or
// in digits) that no other word claims.
const VALUE = String.raw`(?:\/[a-z0-9_./-]*[a-z0-9_/-]|\/(?![a-z0-9])|\d{1,5}\s*(?:ms|s|secs?|seconds?|m|mins?|minutes?)\b|(?:\d{1,5}|${WORD_NUMBER})\b(?!\s+(?!(?:${PROBE_WORD})\b)[a-z]))`;
// Words that say what the value after them is.
const LEAD = String.raw`(?:an?\s+|the\s+)?(?:https?(?:\s+get)?|get|head|tcp(?:\s+socket)?(?:\s+check)?|grpc|on|at|hitting|against|to|via|using|path|port|every|each|initial\s+delay(?:\s+of)?|delay(?:\s+of)?|wait(?:ing)?|after|timeout(?:\s+of|\s+after)?|time\s*out\s+after|times\s+out\s+after|period(?:\s+of)?|failure\s*threshold(?:\s+of)?|threshold(?:\s+of)?|restarts?\s+(?:it\s+|the\s+(?:pod|container)\s+)?(?:after|when\s+it\s+fails)|fails?|failing|give\s+up\s+after|with)`;
// Words after a count that say it counts failures ("5 failures", "three times in a row").
const COUNTED = String.raw`(?:\s+(?:consecutive\s+)?(?:failures|failed\s+(?:checks|probes|attempts|tries)|fails|times)(?:\s+in\s+a\s+row)?)?`;
const PIECE = String.raw`(?:\s*[:=,]?\s*(?:(?:and|then|that|which|it)\s+)*(?:${LEAD}\s+)*${VALUE}${COUNTED})`;
// A probe said by what it does: a check whose failing restarts the container is its liveness probe,
// one whose failing stops traffic to the pod its readiness probe.
const RESTARTS = String.raw`restarts?\s+(?:a|the|its|each)?\s*(?:pod|container)s?\s+(?:when|if|once|whenever)`;
const UNROUTES = String.raw`(?:stops?\s+(?:sending|routing)\s+(?:traffic|requests)\s+to|takes?\s+out\s+of\s+rotation)\s+(?:a|the|its|each)?\s*(?:pod|container)s?\s+(?:when|if|while|whenever)`;
const PROBES = new RegExp(
  String.raw`\b(${KIND}(?:\s*(?:,|and|&|\/|\+)\s*${KIND}){0,2}|${RESTARTS}|${UNROUTES})((?:\s+(?:probes?|checks?))?)(${PIECE}{0,7})`,
  'g',
);

const seconds = (n: string, unit: string | undefined) => {
  const value = num(n);
  if (!unit || /^s|^sec/.test(unit)) return value;
  if (unit === 'ms') return Math.max(1, Math.round(value / 1000));
  return value * 60;
};
const UNIT = String.raw`\s*(ms|s|secs?|seconds?|m|mins?|minutes?)\b`;
const COUNT = String.raw`(\d{1,3}|${WORD_NUMBER})`;

const TIMEOUT = new RegExp(String.raw`\btime\s*outs?(?:\s+(?:of|after))?\s+(\d{1,5})(?:${UNIT})?`);
const THRESHOLD = new RegExp(String.raw`\b(?:failure\s*)?threshold(?:\s+of)?\s+${COUNT}\b`);
const FAILURES = new RegExp(String.raw`\b${COUNT}\s+(?:consecutive\s+)?(?:failures|failed\s+\w+|fails|times)`);
const PERIOD = new RegExp(String.raw`\b(?:every|each|period(?:\s+of)?)\s+(\d{1,5})(?:${UNIT})?`);
const DELAY = new RegExp(
  String.raw`\b(?:initial\s+delay(?:\s+of)?|delay(?:\s+of)?|wait(?:ing)?|after)\s+(\d{1,5})${UNIT}`,
);

/** The parts of one probe spec, read from its words. */
function probeParts(spec: string) {
  let rest = spec;
  // Each part's words are used up once read, so "after 5 failures" is no delay and "every 10s" no timeout.
  const take = (re: RegExp) => {
    const m = re.exec(rest);
    if (m) rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
    return m;
  };
  const timeout = take(TIMEOUT);
  const failures = take(THRESHOLD) ?? take(FAILURES);
  const period = take(PERIOD);
  const delay = take(DELAY);
  const path = take(/(?<![\w.])(\/[a-z0-9_./-]*[a-z0-9_/-]|\/(?![a-z0-9]))/);
  const port = take(/\b(?:port|on|at)\s+(\d{2,5})\b|:(\d{2,5})\b/);
  const type = /\btcp\b/.test(spec) ? 'tcp' : /\bgrpc\b/.test(spec) ? 'grpc' : undefined;
  return {
    type: type as 'tcp' | 'grpc' | undefined,
    path: type ? undefined : path?.[1],
    port: port ? Number(port[1] ?? port[2]) : undefined,
    failureThreshold: failures ? num(failures[1]) : undefined,
    periodSeconds: period ? seconds(period[1], period[2]) : undefined,
    initialDelaySeconds: delay ? seconds(delay[1], delay[2]) : undefined,
    timeoutSeconds: timeout ? seconds(timeout[1], timeout[2]) : undefined,
  };
}

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export const PROBE_SPECS: Rule[] = [
  {
    re: PROBES,
    read: (m) => {
      const said = /^restart/.test(m[1]) ? 'liveness' : /^(?:stop|take)/.test(m[1]) ? 'readiness' : m[1];
      const kinds = [...new Set(said.match(/liveness|readiness|startup/g) ?? [])] as (
        'liveness' | 'readiness' | 'startup'
      )[];
      const parts = probeParts(m[3]);
      // "startup" alone is a probe only when called one or given a part ("a startup script" is not).
      if (kinds.length === 1 && kinds[0] === 'startup' && !m[2] && !Object.values(parts).some((v) => v !== undefined))
        return undefined;
      // A bare word with nothing of a probe's after it ("liveness matters") says no probe; said by what
      // it does, a probe needs what it checks (a path or a port).
      if (!m[2] && !m[3].trim()) return undefined;
      if (said !== m[1] && parts.path === undefined && parts.port === undefined) return undefined;
      return {
        label: 'probes',
        values: { probes: kinds.map((kind) => ({ kind, ...defined(parts) })) },
        family: 'podSpec',
      };
    },
    examples: {
      reads: {
        'a deployment with a readiness check on get /ready': { probes: [{ kind: 'readiness', path: '/ready' }] },
        'deployment web, liveness on /alive': { probes: [{ kind: 'liveness', path: '/alive' }] },
        'deployment api, readiness probe get /up': { probes: [{ kind: 'readiness', path: '/up' }] },
        'a deployment with liveness and readiness probes on /healthz port 8080': {
          probes: [
            { kind: 'liveness', path: '/healthz', port: 8080 },
            { kind: 'readiness', path: '/healthz', port: 8080 },
          ],
        },
        'liveness: http get /livez on 9000, restart after 4 failures': {
          probes: [{ kind: 'liveness', path: '/livez', port: 9000, failureThreshold: 4 }],
        },
        'readiness probe tcp on 5432 every 20s': {
          probes: [{ kind: 'readiness', type: 'tcp', port: 5432, periodSeconds: 20 }],
        },
        'a liveness check hitting /ping that fails three times in a row, initial delay 30s, timeout 2s': {
          probes: [
            { kind: 'liveness', path: '/ping', failureThreshold: 3, initialDelaySeconds: 30, timeoutSeconds: 2 },
          ],
        },
        'something that restarts the pod when get /alive on port 7070 fails 4 times in a row': {
          probes: [{ kind: 'liveness', path: '/alive', port: 7070, failureThreshold: 4 }],
        },
        'stop sending traffic to a pod while /ready fails': { probes: [{ kind: 'readiness', path: '/ready' }] },
        'startup probe on /started with failure threshold 30 every 10 seconds': {
          probes: [{ kind: 'startup', path: '/started', failureThreshold: 30, periodSeconds: 10 }],
        },
      },
      leaves: [
        'an uptime check on https://shop.example.com/health',
        'a startup script that installs nginx',
        'restart the pod when memory runs out',
      ],
    },
  },
];
