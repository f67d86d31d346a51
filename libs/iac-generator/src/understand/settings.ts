/**
 * Settings stated in a request, with where they were stated: "5 replicas", "Node.js 22",
 * "Postgres 14", "t3.micro", "2 vCPU", "4 GiB", "every 20 minutes", "30 days", "on-demand", "spot",
 * "Autopilot", "consumption plan". Patterns are general (any number with a unit, any instance-type
 * shape), never the wording of one example. Each setting says which components it can apply to,
 * so it is attached to the nearest one that fits rather than to everything in the sentence.
 *
 * @example
 *   readSettings('an nginx deployment with 3 replicas')
 *   // [{ label: 'replicas', values: { desired: 3 }, text: '3 replicas', family: 'replicas', ... }]
 */
import { type Attrs, type Flag } from '../model/types';
import { AZURE_RULES } from './azure-settings';
import { GRANT_RULES } from './grant-settings';
import { LAST_SERVICE_RULES, SERVICE_RULES } from './service-settings';
import { GCP_RULES } from './gcp-settings';
import { K8S_RULES } from './k8s-settings';
import { LIMIT_RULES } from './service-limits';
import { KIND_VOCABULARY } from '../vocabulary/kinds.generated';
import { valueSpans } from './values';
import { DAILY_CAP } from './settings/daily-cap';
import { EVERYDAY_AWS } from './settings/everyday-aws';
import { BUDGET } from './settings/budget';
import { RETENTION_1, RETENTION_2, RETENTION_3, RETENTION_4 } from './settings/retention';
import { CAPTURE } from './settings/capture';
import { BUFFERING } from './settings/buffering';
import { PRIVATE_RANGE } from './settings/private-range';
import { ROTATION } from './settings/rotation';
import { SESSIONS } from './settings/sessions';
import { TRAFFIC_RULES } from './settings/traffic-rules';
import { ALLOW_FROM } from './settings/allow-from';
import { POD_TRAFFIC } from './settings/pod-traffic';
import { NAMESPACE } from './settings/namespace';
import { SCHEDULE } from './settings/schedule';
import { TIME_ZONE } from './settings/time-zone';
import { JOB_RUNS } from './settings/job-runs';
import { MASTER_RANGE } from './settings/cluster-network';
import { DISK_TYPE_AWS } from './settings/disk-type';
import { TRANSITION } from './settings/transition';
import { TIER_1, TIER_2 } from './settings/tier';
import { API_ROUTE } from './settings/api-route';
import { TABLE_KEYS_1, TABLE_KEYS_2 } from './settings/table-keys';
import { COSMOS_API } from './settings/cosmos-api';
import { SQL_DATABASE } from './settings/sql-database';
import { PRIVATE_DNS } from './settings/private-dns';
import { DNS } from './settings/dns';
import { PATH } from './settings/path';
import { KEY_FILTER } from './settings/key-filter';
import { POD_ROLE } from './settings/pod-role';
import { PARAMETER_VALUE } from './settings/parameter-value';
import { SUBSCRIBER } from './settings/subscriber';
import { ENDPOINT } from './settings/endpoint';
import { DELIVERY } from './settings/delivery';
import { SCALING_1, SCALING_2, SCALING_3 } from './settings/scaling';
import { PODS_PER_NODE } from './settings/pods-per-node';
import { READ_REPLICA } from './settings/read-replica';
import { REPLICAS } from './settings/replicas';
import { NODES } from './settings/nodes';
import { RETRIES, RETRY_WINDOW } from './settings/retries';
import { SHARDS } from './settings/shards';
import { IMAGE } from './settings/image';
import { ENGINE } from './settings/engine';
import { CLUSTER } from './settings/cluster';
import { RUNTIME } from './settings/runtime';
import { OS } from './settings/os';
import { VERSION, VERSION_AFTER_PRODUCT } from './settings/version';
import { INSTANCE_TYPE } from './settings/instance-type';
import { SIZE } from './settings/size';
import { RESOURCES } from './settings/resources';
import { STORAGE } from './settings/storage';
import { TIMEOUT } from './settings/timeout';
import { CODE_PACKAGE } from './settings/code-package';
import { PROBE_SPECS } from './settings/probes';
import { ROLLING_UPDATE } from './settings/rolling-update';
import { TOLERATIONS } from './settings/tolerations';
import { CAPACITY } from './settings/capacity';
import { CONSUMPTION } from './settings/consumption';
import { SPOT } from './settings/spot';
import { BALANCER } from './settings/balancer';
import { AUTOPILOT } from './settings/autopilot';
import { REPLICATION } from './settings/replication';
import { UTILIZATION } from './settings/utilization';
import { SUSTAINED } from './settings/sustained';
import { SCALE_DOWN } from './settings/scale-down';
import { STARTUP_SCRIPT } from './settings/startup-script';
import { ROLLOUT_STEPS } from './settings/rollout';
import { SERVICE_TYPE } from './settings/service-type';
import { RBAC } from './settings/rbac';
import { ACCESS } from './settings/access';
import { LABELS } from './settings/labels';
import { NODE_SELECTOR } from './settings/node-selector';
import { HTTP_SCALE } from './settings/http-scale';
import { REGISTRY_LOGIN } from './settings/registry-login';
import { PART_NAMES } from './settings/part-names';
import { PERSISTENCE } from './settings/persistence';
import { OWN_INGRESS } from './settings/own-ingress';
import { INVOKER } from './settings/invoker';
import { USED_UP } from './settings/used-up';
import { SETTINGS_WITHOUT_A_FOLDER } from './settings/kinds-without-a-folder';
import { ZONE_PLACEMENT, ZONE_SPREAD } from './settings/zones';
import { STATED_MODES } from './settings/stated-modes';
import { CORS } from './settings/cors';
import { TABLE_LAYOUT } from './settings/table-layout';
import { SCHEDULE_WINDOW } from './settings/schedule-window';
import { WEB_TEST } from './settings/web-test';

/**
 * The settings families: each setting read belongs to one, and applies only to components of a
 * kind that takes it. A kind folder lists the families its kind takes (its kind.json `settings`);
 * the words of the vocabulary that no folder builds list theirs in settings/kinds-without-a-folder.ts.
 */
const FAMILY_NAMES = [
  'replicas',
  'nodes',
  'scaling',
  'size',
  'resources',
  'storage',
  'engine',
  'cluster',
  'runtime',
  'schedule',
  // How late a schedule may start its target, and the input it hands over (settings/schedule-window.ts).
  'scheduleWindow',
  // What an availability test checks, from how many locations (settings/web-test.ts).
  'webTest',
  'retention',
  'capacity',
  'dns',
  'privateDns',
  'tier',
  'timeout',
  // Where a function's built code is and what in it runs (settings/code-package.ts).
  'code',
  'spot',
  'autopilot',
  'consumption',
  'readReplica',
  'shards',
  'transition',
  'os',
  'image',
  // What listens on a port or sends traffic to one: workloads, servers, databases, load balancers, firewalls.
  'port',
  // Services whose ingress is a setting of their own, not a load balancer in front of them.
  'ownIngress',
  // Services that anyone may be allowed to call without signing in, by a setting of their own.
  'invoker',
  'replication',
  'utilization',
  'sustained',
  // How long load stays low before an autoscaler removes pods (settings/scale-down.ts).
  'scaleDown',
  // A Google service account a Kubernetes service account acts as (settings/pod-role.ts).
  'workloadIdentity',
  // Software a machine installs when it boots (settings/startup-script.ts).
  'startupScript',
  'serviceType',
  'labels',
  // Which nodes a workload's pods are scheduled on, by a node label.
  'nodeSelector',
  // Scaling on concurrent HTTP requests (a container app's HTTP scale rule).
  'httpScale',
  // An image pulled with credentials (a container app's registries entry and password secret).
  'registryLogin',
  // A cache's data persisted to storage (RDB snapshots, AOF).
  'persistence',
  'rbac',
  // What a workload may do with a store it is asked with (read, write or both): the stores' family.
  'access',
  'retries',
  'tolerations',
  'dailyCap',
  'sessions',
  'trafficRules',
  'allowFrom',
  'namespace',
  'balancer',
  'apiRoute',
  'endpoint',
  'subscriber',
  // What is named or reached by a path: a parameter, a log group, an API resource, a health check.
  'path',
  'parameterValue',
  'tableKeys',
  'cosmosApi',
  'sqlDatabase',
  'budget',
  'capture',
  // How much and how long a stream gathers before it writes a file (settings/buffering.ts).
  'buffering',
  'rotation',
  'delivery',
  'privateOrigin',
  'clusterNetwork',
  'firewallMode',
  // A public IP prefix's length; a NetApp Files volume's protocol; what an Event Grid subscription delivers.
  'prefixLength',
  'fileProtocol',
  'eventFilter',
  // An Azure Firewall policy's threat intelligence mode, DNS proxy and the names its application rules allow.
  'threatIntel',
  // An API Management service's publisher and an API's path.
  'apimPublisher',
  'georeplication',
  'role',
  'siteSource',
  // Storage accounts with folders of their own (Data Lake Storage Gen2).
  'hierarchicalNamespace',
  // Compute whose instances are placed in numbered availability zones.
  'zones',
  // How many identical machines of a size one group runs ("4 x Standard_D2s_v5").
  'instanceCount',
  // AWS service settings read by service-settings.ts.
  'deployment',
  'keyChoice',
  'environment',
  'rawDelivery',
  'keepImages',
  'workflowType',
  'signIn',
  'clientSecret',
  'protocols',
  'denies',
  'subnetTiers',
  'eventPattern',
  // Any kind can be said to exist already; a writer that cannot refer to one creates it, and the answer says so.
  'existing',
  'sourceRange',
  // Limits of queues, keys and secrets read by service-limits.ts (stated with a namespace, for its queues).
  'queueLimits',
  'queueDelay',
  'lock',
  'keyDeletion',
  'password',
  'subscriptionDelivery',
  'failover',
  'maintenance',
  'alarm',
  'cacheSize',
  // Google Cloud service settings read by gcp-settings.ts.
  'protocol',
  'iamRole',
  'location',
  'url',
  'cleanup',
  'ipRules',
  'secretReplication',
  'existingNetwork',
  // Kubernetes object settings read by k8s-settings.ts.
  'objectName',
  'secretKeys',
  'mounts',
  'ingressRoute',
  'storageClass',
  'storageClassName',
  'disruption',
  'rollingUpdate',
  'podSpec',
  'cronJob',
  'accessModes',
  'limitDefaults',
  // A ResourceQuota's caps by the API's keys (settings/quota.ts).
  'quota',
  // What a KEDA ScaledObject scales on and its credentials (settings/keda.ts).
  'keda',
  // Custom resources' own fields: Gateway API, VPA, CSI snapshots, Argo Rollouts (settings/vpa.ts, crd-*.ts).
  'vpa',
  'snapshot',
  'snapshotOf',
  'restore',
  'gatewayApi',
  'rollout',
  'subject',
  // Values stated by the service's own word (settings/stated-modes.ts).
  'lockMode',
  'logLevel',
  // Which origins and methods a store's CORS rule admits (settings/cors.ts).
  'cors',
  // How an analytics table is partitioned and clustered (settings/table-layout.ts).
  'tableLayout',
  // Point-in-time recovery by the log it needs ("binlog on"): settings/stated-modes.ts.
  'pointInTime',
  // An IAM role pods assume through their Kubernetes service account (IRSA).
  'podRole',
  // How many pods of a batch job run at once and how many must succeed (settings/job-runs.ts).
  'jobRuns',
  // A PriorityClass's value and preemption (settings/priority-class.ts).
  'priority',
  // A workload said to run in the PriorityClass asked for ("using that class"): settings/priority-class.ts.
  'priorityUse',
  // How a workload's pods spread over zones and nodes (settings/pod-placement.ts).
  'spread',
  // Directories of the node a pod mounts (settings/pod-placement.ts).
  'hostPath',
  // The files a ConfigMap holds (settings/config-files.ts).
  'configFile',
  // Names of a thing's parts: a public IP's DNS label, a machine's admin user (settings/part-names.ts).
  'partName',
] as const;
export type Family = (typeof FAMILY_NAMES)[number];

// The families each kind takes, by kind id without its cloud.
const DECLARED = new Map<string, readonly string[]>(
  [
    ...KIND_VOCABULARY.flatMap((v) => (v.settings ? [[v.kind, v.settings] as const] : [])),
    ...Object.entries(SETTINGS_WITHOUT_A_FOLDER),
  ].map(([kind, families]) => [kind.slice(kind.indexOf('.') + 1), families]),
);

/**
 * Whether a kind (without its cloud) takes a family's settings: as it declares. Any kind can be
 * said to exist already (`existing`); a writer that cannot refer to one creates it, and the answer
 * says so.
 */
const fits =
  (family: Family) =>
  (kind: string): boolean =>
    family === 'existing' || (DECLARED.get(kind)?.includes(family) ?? false);

export const FAMILIES = Object.fromEntries(FAMILY_NAMES.map((family) => [family, { test: fits(family) }])) as Record<
  Family,
  { test: (kind: string) => boolean }
>;

export interface Found {
  /** What it sets, in plain words. */
  label: string;
  values: Partial<Omit<Attrs, 'flags' | 'ports' | 'regions' | 'zones' | 'cidrs'>>;
  flags?: Flag[];
  /** Which components it can apply to; undefined: any. */
  family?: Family;
  /** The words that stated it, and their span in the text. */
  text: string;
  start: number;
  end: number;
  /** Spans whose words are used up: a number that is a setting is not a count of components. */
  consumes: [number, number][];
  /** A setting that only confirms a default, so saying nothing of it when nothing fits is honest. */
  quiet?: boolean;
  /** Honoured by the choice of component itself (an engine picks the database service), not by an attribute. */
  untracked?: boolean;
}

/** One pattern of settings: the regular expression and what a match means. */
export interface Rule {
  re: RegExp;
  read: (m: RegExpMatchArray, all: string) => Omit<Found, 'start' | 'end' | 'text' | 'consumes'> | undefined;
  /**
   * Which capture groups' spans are used up (a number) and claimed, so other settings may still
   * read the rest of the match; the whole match when undefined.
   */
  consume?: number | number[] | 'none';
  /** Only when the whole request matches this (an "N instances" is a size only for a scaling group). */
  when?: RegExp;
  /**
   * Phrasings (lower-case) this rule must read, each with the values it reads (those listed must
   * match), and phrasings whose words another family or a resource owns, so this rule's family must
   * read nothing there. settings/settings-examples.test.ts runs every example of every family.
   */
  examples?: { reads: Record<string, Found['values']>; leaves?: string[] };
}

// The rules in the order they are tried: a rule earlier in the list takes its words first.
const RULES: Rule[] = [
  // How pods are replaced on an update, before "one pod" is read as replicas or a disruption budget's
  // bound, and "25% of the pods" during a rollout as a canary's step.
  ...ROLLING_UPDATE,
  // How long a use lasts, only after a percentage: before any rule takes "for 10 minutes" as a time of its own.
  // An Argo Rollout's canary steps ("10% for 5m"), before a percentage's duration is read as one held.
  ...ROLLOUT_STEPS,
  // Before a duration after a percentage is read as one the use must last.
  ...SCALE_DOWN,
  // Before any product word in it is read as a service of its own ("installs nginx").
  ...STARTUP_SCRIPT,
  ...SUSTAINED,
  // A function's package URL and handler, before any rule reads words inside them ("v14" as a version).
  ...CODE_PACKAGE,
  // A container's probe, read as one spec before its path is read as a route, its count of failures
  // as a receive count or its interval as a schedule.
  ...PROBE_SPECS,
  // A service's own word for a value ("governance mode", "level ALL", "noncurrent versions after 30 days").
  ...STATED_MODES,
  ...CORS,
  ...TABLE_LAYOUT,
  // A flexible window's minutes before the schedules and timeouts read them as a time of their own.
  ...SCHEDULE_WINDOW,
  // Locations and days before the general counts and retention read them.
  ...WEB_TEST,
  // Settings of particular AWS services, read before the general patterns take their words.
  ...EVERYDAY_AWS,
  ...SERVICE_RULES,
  ...LIMIT_RULES,
  ...GCP_RULES,
  // A node's label before the Kubernetes objects' rules read its key=value as labels or environment.
  ...NODE_SELECTOR,
  // Concurrent requests before any count or scaling range reads their number.
  ...HTTP_SCALE,
  ...REGISTRY_LOGIN,
  // After a registry's admin user said off (registry-login.ts): a part's name, never a flag of it.
  ...PART_NAMES,
  // Before schedules read its "every 60 min".
  ...PERSISTENCE,
  // Traffic between groups of pods, before the Kubernetes rules read either group's key=value as labels.
  ...POD_TRAFFIC,
  ...K8S_RULES,
  ...AZURE_RULES,
  // The prefix of a private services range, before a path or a network reads its "/20".
  ...PRIVATE_RANGE,
  // A cluster's control plane range before a network or subnet reads it as its own address range.
  ...MASTER_RANGE,
  ...ZONE_PLACEMENT,
  ...ZONE_SPREAD,
  ...GRANT_RULES,
  ...DAILY_CAP,
  ...BUDGET,
  // A stream's size-or-time window before the schedules take its "every 300 seconds".
  ...BUFFERING,
  // Retries with the time they may take, before the retention rules take the time alone.
  ...RETRY_WINDOW,
  ...RETENTION_1,
  ...CAPTURE,
  ...ROTATION,
  ...SESSIONS,
  ...TRAFFIC_RULES,
  ...ALLOW_FROM,
  // A role pods assume through their service account (IRSA), before the namespace rules read the
  // account's "in kube-system" as a namespace of the role: the whole phrase says both.
  ...POD_ROLE,
  ...NAMESPACE,
  ...SCHEDULE,
  ...TIME_ZONE,
  ...RETENTION_2,
  ...TRANSITION,
  ...RETENTION_3,
  ...TIER_1,
  ...RETENTION_4,
  ...API_ROUTE,
  ...TABLE_KEYS_1,
  ...COSMOS_API,
  ...SQL_DATABASE,
  ...PRIVATE_DNS,
  ...DNS,
  ...TABLE_KEYS_2,
  // An object key's prefix or suffix before the general path rule reads "/incoming/" as a path.
  ...KEY_FILTER,
  ...PATH,
  ...PARAMETER_VALUE,
  ...SUBSCRIBER,
  ...ENDPOINT,
  ...DELIVERY,
  // A node's pod limit before the scaling maximum reads its "at most N pods".
  ...PODS_PER_NODE,
  // A batch job's parallelism and completions before the scaling and replica rules read their numbers.
  ...JOB_RUNS,
  ...SCALING_1,
  ...READ_REPLICA,
  ...REPLICAS,
  ...NODES,
  ...SCALING_2,
  ...RETRIES,
  ...SCALING_3,
  ...SHARDS,
  ...IMAGE,
  ...VERSION_AFTER_PRODUCT,
  ...ENGINE,
  ...CLUSTER,
  ...RUNTIME,
  ...OS,
  ...VERSION,
  ...INSTANCE_TYPE,
  ...SIZE,
  ...RESOURCES,
  ...STORAGE,
  // After the sizes: "200 GB gp3" is a size and a volume type.
  ...DISK_TYPE_AWS,
  ...TIMEOUT,
  ...TOLERATIONS,
  ...CAPACITY,
  ...CONSUMPTION,
  ...TIER_2,
  ...SPOT,
  ...BALANCER,
  ...AUTOPILOT,
  ...REPLICATION,
  ...UTILIZATION,
  ...SERVICE_TYPE,
  ...RBAC,
  // After Kubernetes permissions, so 'read-only access to services' stays a role's verbs.
  ...ACCESS,
  ...LABELS,
  ...OWN_INGRESS,
  ...INVOKER,
  ...LAST_SERVICE_RULES,
  ...USED_UP,
];

/** Settings that only use numbers up (ports, ranges): read elsewhere, never attached. */
export const CONSUME_ONLY = new Set(['port', 'address range']);

/** Every setting in `lower` (the lower-cased request with quotes replaced), in text order, without overlaps. */
export function readSettings(lower: string): Found[] {
  const found: Found[] = [];
  const taken: [number, number][] = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && e > a);
  // A value written whole (an image, a URL, an email, a path) is read whole or not at all: "nightly" of
  // ".../nightly-report:latest" is no schedule, and the image stays the one given.
  // A full stop or colon right after one ends the sentence ("path /healthz."), never the value.
  const values = valueSpans(lower).map(([a, b]) => [a, a + lower.slice(a, b).replace(/[.,:;]+$/, '').length]);
  const cutsAValue = (s: number, e: number) => values.some(([a, b]) => s < b && e > a && (s > a || e < b));
  for (const rule of RULES) {
    if (rule.when && !rule.when.test(lower)) continue;
    for (const m of lower.matchAll(rule.re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!m[0].trim() || overlaps(start, end) || cutsAValue(start, end)) continue;
      // A setting never runs across a line: a conversation's turns are joined by line breaks, and the
      // next turn's first word ("ingress class" + "remove the /v1 route") is not the value of this one's.
      if (m[0].trim().includes('\n')) continue;
      const read = rule.read(m, lower);
      if (!read) continue;
      let consumes: [number, number][] = [[start, end]];
      if (rule.consume === 'none') consumes = [];
      else if (rule.consume !== undefined)
        consumes = [rule.consume]
          .flat()
          .map((i) => m[i])
          .filter((g): g is string => g !== undefined)
          .map((g) => {
            const at = m.index + m[0].indexOf(g);
            return [at, at + g.length] as [number, number];
          });
      taken.push(...(rule.consume === 'none' || !consumes.length ? [[start, end] as [number, number]] : consumes));
      found.push({ ...read, text: m[0].trim(), start, end, consumes });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
