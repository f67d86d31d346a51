/**
 * Fields of Kubernetes objects a request commonly states in plain words: a CronJob's history,
 * overlap policy, start deadline and suspension; environment variables read from a Secret's or a
 * ConfigMap's key (or all of their keys); a volume's access modes; an Ingress's class and backend
 * port; a LimitRange's default requests and limits; the namespace a NetworkPolicy lets traffic in
 * from. Read before the other Kubernetes rules, so their words are not read as objects or sizes:
 * "1 failed job" is a history limit, not a Job, and "the Secret db-creds key password" refers to
 * a Secret, it does not ask for one.
 */
import { type Rule } from './settings';
import { num as count } from './numbers';

// A small count as a number or a word.
const COUNT = '(\\d{1,3}|zero|one|two|three|four|five|six|seven|eight|nine|ten)';

// The object a reference names: a Kubernetes name, or the placeholder of a quoted one.
const REF = '(q\\u00a7\\d+|(?!(?:and|with|key|named|called|the|a|an)\\b)[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)';
const KIND = '(secret|config ?map)';
const CRON = /\bcron ?jobs?\b|\bjobs?\b|\bscheduled\b/;

const OUTCOME = '(successful|succeeded|completed|failed|failing)';
const RUNS = '(?:\\s+(?:jobs?|runs?|executions?))?';
const HISTORY_ONE = `(?:the\\s+)?(?:last\\s+)?${COUNT}\\s+${OUTCOME}${RUNS}`;

// CPU and memory quantities as a LimitRange states them ("200m CPU", "1 core", "512Mi memory").
const QTY =
  '(?:\\d+(?:\\.\\d+)?\\s*m?\\s*(?:cpus?|cores?|vcpus?|millicores?)\\b|cpu\\s*\\d+(?:\\.\\d+)?m?\\b|\\d+(?:\\.\\d+)?\\s*(?:mi|gi|mib|gib|mb|gb)\\b(?:\\s+(?:of\\s+)?(?:memory|ram))?|(?:memory|ram)\\s*\\d+(?:\\.\\d+)?\\s*(?:mi|gi|mib|gib|mb|gb)\\b)';
const QTYS = `(${QTY}(?:\\s*(?:,|and|&|\\/|plus)\\s*${QTY})?)`;

/** A CPU and a memory amount as Kubernetes quantities ("200m", "1"; "256Mi", "1Gi"). */
function quantitiesOf(text: string): { cpu?: string; memory?: string } {
  const cpu =
    /(\d+(?:\.\d+)?)\s*(m?)\s*(?:cpus?|cores?|vcpus?|millicores?)\b/.exec(text) ??
    /cpu\s*(\d+(?:\.\d+)?)(m?)/.exec(text);
  const mem = /(\d+(?:\.\d+)?)\s*(mi|gi|mib|gib|mb|gb)\b/.exec(text);
  const milli = cpu && (cpu[2] === 'm' || /millicores?/.test(cpu[0]));
  return {
    cpu: cpu ? (milli ? `${cpu[1]}m` : cpu[1]) : undefined,
    memory: mem ? `${mem[1]}${mem[2].startsWith('g') ? 'Gi' : 'Mi'}` : undefined,
  };
}

const MODES: [RegExp, string][] = [
  [/^(?:read[- ]?write[- ]?once[- ]?pod|rwop)$/, 'ReadWriteOncePod'],
  [/^(?:read[- ]?write[- ]?once|rwo)$/, 'ReadWriteOnce'],
  [/^(?:read[- ]?write[- ]?many|rwx)$/, 'ReadWriteMany'],
  [/^(?:read[- ]?only[- ]?many|rox)$/, 'ReadOnlyMany'],
];
const MODE =
  '(read[- ]?write[- ]?once[- ]?pod|read[- ]?write[- ]?once|read[- ]?write[- ]?many|read[- ]?only[- ]?many|rwop|rwo|rwx|rox)';

export const K8S_OBJECT_RULES: Rule[] = [
  // How many finished jobs a CronJob keeps: "keep 3 successful and 1 failed job", "retain the last 5 failed runs".
  {
    re: new RegExp(
      `\\b(?:keep(?:s|ing)?|retain(?:s|ing)?|history\\s+of|holds?)\\s+${HISTORY_ONE}(?:\\s*(?:,|and|&|plus)\\s*${HISTORY_ONE})?`,
      'g',
    ),
    when: CRON,
    read: (m) => {
      const values: { successfulJobsHistory?: number; failedJobsHistory?: number } = {};
      for (const [n, outcome] of [
        [m[1], m[2]],
        [m[3], m[4]],
      ])
        if (n && outcome) values[/^fail/.test(outcome) ? 'failedJobsHistory' : 'successfulJobsHistory'] = count(n);
      return { label: 'job history', values, family: 'cronJob' };
    },
  },
  // The same limits by their field names: "successfulJobsHistoryLimit: 2".
  {
    re: /\b(successful|failed)\s*jobs?\s*history\s*limit\s*(?:of|=|:|is|to)?\s*(\d{1,3})\b/g,
    read: (m) => ({
      label: 'job history',
      values: { [m[1] === 'failed' ? 'failedJobsHistory' : 'successfulJobsHistory']: Number(m[2]) },
      family: 'cronJob',
    }),
  },
  // Runs that must not overlap: "never run two at once", "no overlapping runs", "concurrencyPolicy: Forbid".
  {
    re: /\b(?:never|not|no|n't|without)\s+(?:let\s+|allow\s+)?(?:run(?:s|ning)?\s+)?(?:two|2|more than one|multiple|several)\s+(?:runs?\s+|jobs?\s+|copies\s+|instances\s+)?(?:at once|at the same time|concurrently|in parallel|simultaneously)\b|\b(?:no|never|not|without|don't|mustn't|shouldn't|must not|should not)\s+(?:\w+\s+)?(?:overlap(?:ping)?(?:\s+runs?)?|run\w*\s+concurrently|concurrent\s+runs?)\b|\bconcurrency\s*policy\s*(?:of|=|:|is|to)?\s*forbid\b|\bforbid\w*\s+concurrent\s+runs?\b/g,
    when: CRON,
    read: () => ({ label: 'concurrency policy', values: { concurrencyPolicy: 'Forbid' }, family: 'cronJob' }),
  },
  // A new run that replaces one still running: "a new run replaces the unfinished one", "concurrencyPolicy Replace".
  {
    re: /\breplac(?:e|es|ing)\s+(?:the\s+|any\s+)?(?:still[- ]running|running|previous|current|old|unfinished)\s+(?:one|job|run)\b|\bconcurrency\s*policy\s*(?:of|=|:|is|to)?\s*replace\b/g,
    when: CRON,
    read: () => ({ label: 'concurrency policy', values: { concurrencyPolicy: 'Replace' }, family: 'cronJob' }),
  },
  // Overlapping runs allowed: "runs may overlap", "allow concurrent runs".
  {
    re: /\b(?:allow(?:s|ing)?|permit(?:s|ting)?)\s+(?:concurrent|overlapping|parallel)\s+runs?\b|\bruns?\s+(?:may|can)\s+overlap\b|\bconcurrency\s*policy\s*(?:of|=|:|is|to)?\s*allow\b/g,
    when: CRON,
    read: () => ({ label: 'concurrency policy', values: { concurrencyPolicy: 'Allow' }, family: 'cronJob' }),
  },
  // How late a run may start: "startingDeadlineSeconds 120", "must start within 5 minutes of its time".
  {
    re: /\bstarting\s*deadline(?:\s*seconds)?\s*(?:of|=|:|is|to)?\s*(\d{1,5})\s*(s|secs?|seconds?|m|mins?|minutes?)?\b|\bstarts?\s+within\s+(\d{1,5})\s*(s|secs?|seconds?|m|mins?|minutes?)\b/g,
    when: CRON,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = m[2] ?? m[4] ?? 's';
      return {
        label: 'starting deadline',
        values: { startingDeadlineSeconds: /^m/.test(unit) ? n * 60 : n },
        family: 'cronJob',
      };
    },
  },
  // A CronJob created paused: "suspended for now", "suspend: true", "created paused".
  {
    re: /\b(?:is|be|starts?|start\s+out|created|left|kept)\s+(?:out\s+)?(?:suspended|paused)\b|\bsuspend\s*[:=]\s*true\b|\b(?:suspended|paused)\s+(?:for now|until\b|at first|initially)/g,
    when: /\bcron ?jobs?\b/,
    read: () => ({ label: 'suspended', values: { suspend: true }, family: 'cronJob' }),
  },
  // A variable read from one key of a Secret or ConfigMap: "DB_PASSWORD from the Secret db-creds key password".
  {
    re: new RegExp(
      `\\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\\s+(?:(?:is\\s+)?(?:read|taken|loaded|comes?|coming|sourced)\\s+)?(?:from|out of)\\s+(?:the\\s+)?(?:existing\\s+)?${KIND}\\s+${REF}(?:'s|,)?\\s+(?:under\\s+|at\\s+)?(?:the\\s+)?key\\s+([a-z0-9][a-z0-9._-]*)`,
      'g',
    ),
    read: (m) => ({
      label: 'environment from',
      values: {
        envRefs: [{ name: m[1], from: m[2].startsWith('secret') ? 'secret' : 'configMap', object: m[3], key: m[4] }],
      },
      family: 'podSpec',
    }),
  },
  // Every key of a Secret or ConfigMap as environment: "envFrom the ConfigMap app-config".
  {
    re: new RegExp(
      `\\benv[ _-]?from\\s+(?:the\\s+)?(?:existing\\s+)?${KIND}\\s+${REF}|\\b(?:all\\s+(?:the\\s+)?keys\\s+(?:of|from|in)|everything\\s+in)\\s+(?:the\\s+)?(?:existing\\s+)?${KIND}\\s+${REF}\\s+as\\s+(?:env|environment)`,
      'g',
    ),
    read: (m) => ({
      label: 'environment from',
      values: {
        envRefs: [{ from: (m[1] ?? m[3]).startsWith('secret') ? 'secret' : 'configMap', object: m[2] ?? m[4] }],
      },
      family: 'podSpec',
    }),
  },
  // Access modes: "ReadWriteMany", "RWO" (not inside a name such as premium-rwo); a volume "shared by many pods" is read-write by many nodes.
  {
    re: new RegExp(
      `(?<![\\w.-])${MODE}(?![\\w-])|\\b(?:shared|mounted|used|written)\\s+(?:by|across|from|between)\\s+(?:many|several|multiple|all(?:\\s+the)?|all\\s+of\\s+the)\\s+(?:pods|replicas|nodes)\\b`,
      'g',
    ),
    when: /\bpvcs?\b|\bclaims?\b|\bpersistent ?volumes?\b|\bvolumes?\b|\bstateful ?sets?\b/,
    read: (m) => ({
      label: 'access mode',
      values: {
        accessModes: [m[1] ? (MODES.find(([re]) => re.test(m[1]))?.[1] ?? 'ReadWriteOnce') : 'ReadWriteMany'],
      },
      family: 'accessModes',
    }),
  },
  // The IngressClass an Ingress uses: "with the traefik ingress class", "ingressClassName: haproxy".
  {
    re: /\b(?:with|using|uses|on|via|through|behind|for)\s+(?:the\s+|an?\s+)?(?!(?:a|an|the|same|default|new|this|that)\s)([a-z0-9][a-z0-9-]*)\s+ingress[ -]?(?:class|controller)\b|\bingress[ -]?class(?:[ -]?name)?\s*(?:of|=|:|is)?\s*(?!(?:and|with|the|a)\b)([a-z0-9][a-z0-9-]*)/g,
    when: /\bingress/,
    read: (m) => ({ label: 'ingress class', values: { ingressClass: m[1] ?? m[2] }, family: 'ingressRoute' }),
  },
  // The port of the backend an Ingress sends to: "backend port 8080", "routing to service api-svc port 3000".
  // Only the number is used up, so the service's name is still read as the backend.
  {
    re: /(?<![\w-])(?:backend|service|svc)(?:'s)?\s+port\s*(?:number\s*)?(?:=|:|of)?\s*(\d{2,5})\b|\b(?:to|backend|backed by)\s+(?:the\s+)?(?:service|svc)\s+(?:named\s+|called\s+)?(?:q\u00a7\d+|[a-z0-9]+(?:-[a-z0-9]+)+)\s+port\s*(?:number\s*)?(?:=|:|of)?\s*(\d{2,5})\b/g,
    when: /\bingress/,
    read: (m) => ({ label: 'backend port', values: { backendPort: Number(m[1] ?? m[2]) }, family: 'ingressRoute' }),
    consume: [1, 2],
  },
  // A LimitRange's defaults: "default requests of 100m CPU and 128Mi", "300m CPU and 512Mi memory requested by default".
  {
    re: new RegExp(
      `\\bdefault\\s+(requests?|limits?)\\s*(?:of|:|=|are|is|to|at)?\\s*${QTYS}|${QTYS}\\s+(requested|requests?|limits?|limited|as\\s+(?:the\\s+)?(?:default\\s+)?(?:requests?|limits?))\\s+(?:by default|per container)|\\b(limit(?:ed|s)?|request(?:ed|s)?)\\s+(?:to\\s+|of\\s+)?${QTYS}\\s+by default`,
      'g',
    ),
    when: /\blimit ?range|\bby default\b|\bdefault\s+(?:requests?|limits?)\b/,
    read: (m) => {
      const word = m[1] ?? m[4] ?? m[5];
      const amounts = quantitiesOf(m[2] ?? m[3] ?? m[6]);
      const key = /^limit/.test(word.replace(/^as\s+(?:the\s+)?(?:default\s+)?/, ''))
        ? 'defaultLimit'
        : 'defaultRequest';
      return {
        label: key === 'defaultLimit' ? 'default limits' : 'default requests',
        values: { [key]: amounts },
        family: 'limitDefaults',
      };
    },
  },
  // The service account a role is granted to: "bound to ci-runner", "granted to the deployer service account".
  {
    re: /\b(?:bound|granted|given|assigned|bind(?:s|ing)?(?:\s+it)?|grant(?:s|ing)?(?:\s+it)?)\s+to\s+(?:the\s+)?(?:(?:service ?account|sa)\s+(q\u00a7\d+|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)|(q\u00a7\d+|[a-z0-9]+(?:-[a-z0-9]+)+)(?:\s+service ?account)?|([a-z0-9]+)\s+service ?account)\b/g,
    when: /\broles?\b|\brole ?bindings?\b/,
    read: (m) => ({ label: 'bound to', values: { subjectName: m[1] ?? m[2] ?? m[3] }, family: 'subject' }),
  },
  // Traffic a policy lets in from one namespace only: "only from namespace monitoring", "from the ops namespace";
  // "allow ingress" before it is the policy's direction, not an Ingress object.
  {
    re: /(?:\ballow\w*\s+(?:ingress\s+|inbound\s+)?(?:traffic\s+)?(?:only\s+)?|\bonly\s+)?\b(?:from|by)\s+(?:pods\s+in\s+|pods\s+of\s+)?(?:the\s+)?(?:namespace|ns)\s+(?!(?:with|and|or|the|a|an|named|called)\b)([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\b(?:\s+on\s+(?:port\s+)?(\d{2,5})\b)?|(?:\ballow\w*\s+(?:ingress\s+|inbound\s+)?(?:traffic\s+)?(?:only\s+)?|\bonly\s+)?\bfrom\s+(?:pods\s+in\s+)?the\s+([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\s+namespace\b(?:\s+on\s+(?:port\s+)?(\d{2,5})\b)?/g,
    when: /\bnetwork ?polic/,
    read: (m) => {
      const port = m[2] ?? m[4];
      return {
        label: 'allowed from',
        values: { allowFrom: { namespace: m[1] ?? m[3], port: port ? Number(port) : undefined } },
        family: 'allowFrom',
      };
    },
  },
];
