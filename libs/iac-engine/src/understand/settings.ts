/**
 * Settings stated in a request, with where they were stated: "3 replicas", "Node.js 20",
 * "Postgres 15", "t3.micro", "2 vCPU", "4 GiB", "every 15 minutes", "30 days", "on-demand", "spot",
 * "Autopilot", "consumption plan". Patterns are general (any number with a unit, any instance-type
 * shape), never the wording of one example. Each setting says which components it can apply to,
 * so it is attached to the nearest one that fits rather than to everything in the sentence.
 *
 * @example
 *   readSettings('an nginx deployment with 3 replicas')
 *   // [{ label: 'replicas', values: { desired: 3 }, text: '3 replicas', family: 'replicas', ... }]
 */
import { type Attrs, type Flag } from '../model/types';

/** Which components a setting can apply to, by the kind id (`aws.db_instance`) without its cloud. */
export const FAMILIES = {
  replicas:
    /deployment|stateful_set|ecs_service|container_app$|cloud_run_v2_service|autoscaling_group|scale_set|instance_group_manager|horizontal_pod_autoscaler|linux_web_app|app_engine|elastic_beanstalk_environment|service_plan|node_group|node_pool|batch_job/,
  nodes:
    /cluster|node_group|node_pool|msk|elasticache|redshift|opensearch|dax|scale_set|autoscaling_group|instance_group|spanner|docdb|neptune|service_plan/,
  scaling:
    /autoscaling_group|scale_set|instance_group|node_group|node_pool|horizontal_pod_autoscaler|deployment|stateful_set|ecs_service|container_app$|cloud_run|kubernetes_cluster$|container_cluster|linux_web_app|service_plan|function_app|cloudfunctions|lambda_function|rds_cluster|dynamodb/,
  size: /instance|launch|autoscaling|node_group|node_pool|eks_cluster|kubernetes_cluster$|container_cluster|db_|rds|elasticache|virtual_machine|scale_set|sql|redis|opensearch|msk|redshift|dax|neptune|docdb|sagemaker|notebook|fleet|lightsail|batch|beanstalk|service_plan|postgresql|mysql|mssql|filestore/,
  resources:
    /lambda|function|ecs_service|ecs_task|deployment|stateful_set|daemon_set|job$|cron_job|cloud_run|container_app$|app_engine|batch|redis_instance|redis_cache|instance$|virtual_machine$|compute_instance$|launch_template|instance_template|scale_set|autoscaling_group|node_group|node_pool/,
  storage:
    /db_|rds|sql|postgres|mysql|mssql|disk|volume|ebs|efs|filestore|persistent_volume|stateful_set|instance$|launch|opensearch|msk|storage_share|lightsail|redshift|docdb|node_group|node_pool|virtual_machine|notebook|kubernetes_cluster$|container_cluster|compute_instance|instance_template|scale_set|redis_instance|redis_cache|elasticache|cosmosdb/,
  engine:
    /db_instance|rds_cluster|elasticache|redis|sql_database_instance|postgresql|mysql|mssql|stateful_set|lightsail_database|docdb|neptune|opensearch|msk|db_option_group|db_parameter_group|cosmosdb|memcache/,
  cluster:
    /eks_cluster|kubernetes_cluster$|container_cluster|eks_node_group|kubernetes_cluster_node_pool|container_node_pool/,
  runtime:
    /lambda_function|function_app|cloudfunctions|app_engine|linux_web_app|cloud_run|elastic_beanstalk|container_app$|ecs_service|ecs_task|deployment|job$|cron_job|lambda_layer|batch_job/,
  schedule:
    /event_rule|scheduler|cron_job|job$|lambda_function|function|backup|snapshot|logic_app|sfn_state_machine|workflows|codebuild|cloud_run_v2_job|batch|dlm/,
  retention:
    /log|backup|bucket|s3|storage_account|storage_container|db_instance|rds_cluster|sqs|kinesis|cloudtrail|redshift|elasticache|snapshot|sql|postgres|mysql|mssql|ecr|registry|pubsub|eventhub|glacier|lifecycle|workspace|servicebus|recovery_services|cosmos|firestore|docdb|msk|secret/,
  capacity: /dynamodb|kinesis_stream|cosmosdb|firestore|eventhub/,
  tier: /mssql|postgresql|mysql|redis|service_plan|container_registry|key_vault|servicebus|eventhub|storage_account|cosmosdb|api_management|linux_web_app|function_app|sql_database_instance|filestore|spanner|storage_bucket$|dynamodb_table|container_app$|managed_disk|application_gateway|app_configuration/,
  timeout: /lambda_function|function_app|cloudfunctions|sqs|api_gateway|job$|cron_job|cloud_run|batch|sfn/,
  spot: /instance$|launch|autoscaling|node_group|node_pool|eks_cluster|kubernetes_cluster$|container_cluster|virtual_machine|scale_set|fleet|instance_template|instance_group|batch|ecs_service|compute_instance/,
  autopilot: /container_cluster|eks_cluster|kubernetes_cluster$/,
  consumption: /function_app|service_plan|logic_app|api_management|linux_web_app/,
  readReplica:
    /db_instance|rds_cluster|sql_database_instance|postgresql_flexible|mysql_flexible|mssql|redis|elasticache|cosmosdb/,
  shards: /kinesis|eventhub|msk|elasticache|opensearch|pubsub|servicebus/,
  transition: /s3_bucket$|s3_bucket_lifecycle|storage_account|storage_bucket$|glacier/,
  os: /instance$|launch|virtual_machine|scale_set|node_group|node_pool|instance_template|lightsail_instance|beanstalk|compute_instance|autoscaling_group|batch/,
} as const;
export type Family = keyof typeof FAMILIES;

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

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  a: 1,
  an: 1,
  single: 1,
};
const N = '(\\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)';
const num = (s: string | undefined): number => (s === undefined ? NaN : (NUMBER_WORDS[s] ?? Number(s)));

const DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const days = (n: string, unit: string) => num(n) * (DAYS[unit.replace(/s$/, '')] ?? 1);

/** One pattern of settings: the regular expression and what a match means. */
interface Rule {
  re: RegExp;
  read: (m: RegExpMatchArray, all: string) => Omit<Found, 'start' | 'end' | 'text' | 'consumes'> | undefined;
  /**
   * Which capture groups' spans are used up (a number) and claimed, so other settings may still
   * read the rest of the match; the whole match when undefined.
   */
  consume?: number | number[] | 'none';
  /** Only when the whole request matches this (an "N instances" is a size only for a scaling group). */
  when?: RegExp;
}

const ENGINE_WORDS: [RegExp, string][] = [
  [/^aurora[ -]?postgres/, 'aurora-postgresql'],
  [/^aurora[ -]?mysql|^aurora$/, 'aurora-mysql'],
  [/^(?:postgres|psql|pg$)/, 'postgres'],
  [/^mariadb/, 'mariadb'],
  [/^mysql/, 'mysql'],
  [/^(?:sql ?server|mssql)/, 'sqlserver-ee'],
  [/^oracle/, 'oracle-se2'],
  [/^(?:redis|valkey)/, 'redis'],
  [/^memcached/, 'memcached'],
];
const engineOf = (word: string) => ENGINE_WORDS.find(([re]) => re.test(word))?.[1];

const RUNTIME_WORDS: [RegExp, string][] = [
  [/^(?:node|nodejs|node\.js|javascript|typescript)/, 'node'],
  [/^python/, 'python'],
  [/^java$/, 'java'],
  [/^(?:go|golang)$/, 'go'],
  [/^(?:\.net|dotnet)/, 'dotnet'],
  [/^ruby/, 'ruby'],
  [/^php/, 'php'],
];
const runtimeOf = (word: string) => RUNTIME_WORDS.find(([re]) => re.test(word))?.[1];

/** A five-field Unix cron as an EventBridge expression (one of day-of-month and day-of-week is `?`). */
function eventBridgeCron(unix: string): string {
  const [min, hour, dom, mon, dow] = unix.trim().split(/\s+/);
  return dow === '*' || dow === '?'
    ? `cron(${min} ${hour} ${dom} ${mon} ? *)`
    : `cron(${min} ${hour} ? ${mon} ${dow} *)`;
}

function at(hour: string | undefined, minute: string | undefined, half: string | undefined): [number, number] {
  let h = Number(hour ?? 0) % 24;
  if (half === 'pm' && h < 12) h += 12;
  if (half === 'am' && h === 12) h = 0;
  return [Number(minute ?? 0), h];
}

const RULES: Rule[] = [
  // Cron and rate expressions written out.
  {
    re: /\b(cron\([^)]{9,60}\)|rate\(\d{1,4} (?:minutes?|hours?|days?)\))/g,
    read: (m) => ({ label: 'schedule', values: { schedule: m[1] }, family: 'schedule' }),
  },
  {
    re: /(?<![\w.])((?:[\d*/,-]+\s+){4}[\d*/,?a-z-]+)(?![\w.])/g,
    read: (m) =>
      /\*|\//.test(m[1]) && !/^\d+(?:\s+\d+){4}$/.test(m[1].trim())
        ? { label: 'schedule', values: { schedule: eventBridgeCron(m[1]) }, family: 'schedule' }
        : undefined,
  },
  // Schedules in words.
  {
    re: /\bevery\s+(\d{1,3})\s*(minutes?|mins?|hours?|hrs?|days?)\b/g,
    read: (m) => {
      const unit = /^m/.test(m[2]) ? 'minute' : /^h/.test(m[2]) ? 'hour' : 'day';
      const n = Number(m[1]);
      return { label: 'schedule', values: { schedule: `rate(${n} ${unit}${n === 1 ? '' : 's'})` }, family: 'schedule' };
    },
  },
  {
    re: /\b(?:every ?day|daily|each day|nightly|every night)(?:\s+at\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?)?|\bat\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:utc\s+)?(?:every ?day|daily|each day|nightly|every night)\b/g,
    read: (m) => {
      const [min, h] = m[4] ? at(m[4], m[5], m[6]) : at(m[1], m[2], m[3]);
      return { label: 'schedule', values: { schedule: `cron(${min} ${h} * * ? *)` }, family: 'schedule' };
    },
  },
  {
    re: /\b(?:hourly|every hour)\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'rate(1 hour)' }, family: 'schedule' }),
  },
  {
    re: /\bevery (\d{1,2}) minutes?\b|\bevery minute\b/g,
    read: (m) => ({
      label: 'schedule',
      values: { schedule: m[1] && m[1] !== '1' ? `rate(${m[1]} minutes)` : 'rate(1 minute)' },
      family: 'schedule',
    }),
  },
  {
    re: /\b(?:weekly|every week|once a week)\b(?:\s+on\s+(mon|tue|wed|thu|fri|sat|sun)[a-z]*)?|\bevery (mon|tue|wed|thu|fri|sat|sun)[a-z]*day\b/g,
    read: (m) => ({
      label: 'schedule',
      values: { schedule: `cron(0 0 ? * ${(m[1] ?? m[2] ?? 'sun').toUpperCase()} *)` },
      family: 'schedule',
    }),
  },
  {
    re: /\b(?:monthly|every month|once a month)\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'cron(0 0 1 * ? *)' }, family: 'schedule' }),
  },
  {
    re: /\bat midnight\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'cron(0 0 * * ? *)' }, family: 'schedule' }),
  },

  // Moving to a colder class, then retention ("delete after 90 days", "keep logs for 30 days").
  {
    re: /\b(?:move|moves|moved|moving|transition\w*|tier\w*|archive[sd]?)\b[^.;,\n]{0,40}?\b(glacier(?: deep archive| instant retrieval| flexible retrieval)?|deep archive|infrequent access|standard[- ]ia|one[- ]zone[- ]ia|coldline|nearline|archive|cool|cold)\b[^.;,\n]{0,30}?\b(?:after|at)\s+(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b/g,
    read: (m) => ({
      label: 'transition',
      values: { transitionClass: m[1], transitionDays: days(m[2], m[3]) },
      family: 'transition',
    }),
  },
  {
    re: /\bafter\s+(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b[^.;,\n]{0,30}?\b(?:move|moves|moved|transition\w*|archive[sd]?)\b[^.;,\n]{0,20}?\b(?:to\s+)?(glacier(?: deep archive)?|deep archive|infrequent access|standard[- ]ia|coldline|nearline|archive|cool|cold)\b/g,
    read: (m) => ({
      label: 'transition',
      values: { transitionClass: m[3], transitionDays: days(m[1], m[2]) },
      family: 'transition',
    }),
  },
  {
    re: /\b(?:retention(?: period)?|retain\w*|keep\w*|kept|expir\w*|delete[sd]?|deleting|deletion|purge[sd]?|remove[sd]?|stored?|hold)\b[^.;,\n]{0,40}?\b(?:for|after|of|to)?\s*(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
  },
  {
    re: /\b(\d{1,4})[ -](days?|weeks?|months?|years?)(?:\s+of)?\s+(?:log |backup |data )?(?:retention|history|of logs|of backups|backups?)\b/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
  },

  // Counts that are settings of one component, never several components.
  {
    re: new RegExp(
      `\\b(?:scal\\w*|autoscal\\w*|between|from)\\s+(?:from\\s+|between\\s+)?${N}\\s*(?:and|to|-)\\s*${N}\\b(?:\\s*(?:instances|nodes|replicas|pods|tasks|servers|vms))?|\\b${N}\\s*(?:-|to)\\s*${N}\\s+(?:instances|nodes|replicas|pods|tasks|servers|vms)\\b`,
      'g',
    ),
    read: (m) => {
      const [lo, hi] = m[1] ? [num(m[1]), num(m[2])] : [num(m[3]), num(m[4])];
      return lo <= hi ? { label: 'scaling range', values: { min: lo, max: hi }, family: 'scaling' } : undefined;
    },
  },
  {
    re: new RegExp(
      `\\b${N}\\s+read[- ]replicas?\\b|\\b(?:with\\s+)?(?:a|one)?\\s*read[- ]replicas?\\b|\\b(?:a|one)\\s+replica\\s+of\\s+(?:it|the database|the db|the instance)\\b`,
      'g',
    ),
    read: (m) => ({ label: 'read replicas', values: { readReplicas: m[1] ? num(m[1]) : 1 }, family: 'readReplica' }),
  },
  {
    re: new RegExp(`\\b${N}\\s+(?:replicas?|pods?|copies|identical copies|tasks?)\\b`, 'g'),
    read: (m) => ({ label: 'replicas', values: { desired: num(m[1]) }, family: 'replicas' }),
  },
  {
    re: /\b(?:replicas?|replica count|desired[ _](?:count|capacity|size)|desired)\s*(?:of|=|to|:|set to|at|is)?\s*(\d{1,3})\b/g,
    read: (m) => ({ label: 'replicas', values: { desired: Number(m[1]) }, family: 'replicas' }),
  },
  {
    re: new RegExp(
      `\\b(?:with|of|run(?:ning|s)?|keep(?:ing)?|starts?(?: with)?)\\s+${N}\\s+(?:instances|servers|vms|virtual machines)\\b`,
      'g',
    ),
    read: (m) => ({ label: 'instance count', values: { desired: num(m[1]) }, family: 'replicas' }),
    when: /auto ?scal|scaling group|scale set|instance group|\basg\b|\bmig\b|fleet/,
  },
  {
    re: new RegExp(
      `\\b${N}[ -](?:[a-z]\\d[a-z0-9]*\\.[a-z0-9]+ |standard_[a-z0-9_]+ |[a-z]\\d\\w*-\\w+(?:-\\d+)? )?(?:spot |preemptible |on[- ]demand )?(?:worker |broker |data |cache |kafka |compute |agent |system |user )?nodes?\\b(?!\\s*(?:group|pool))|\\b${N}\\s+brokers?\\b`,
      'g',
    ),
    read: (m) => ({ label: 'node count', values: { nodes: num(m[1] ?? m[2]) }, family: 'nodes' }),
    consume: [1, 2],
  },
  {
    re: /\bnode[ _]count\s*(?:of|=|to|:|is)?\s*(\d{1,3})\b|\bnodes?\s*(?:=|:)\s*(\d{1,3})\b/g,
    read: (m) => ({ label: 'node count', values: { nodes: Number(m[1] ?? m[2]) }, family: 'nodes' }),
  },
  {
    re: new RegExp(
      `\\bmin(?:imum)?(?:[ _](?:size|capacity|instances|count|replicas|nodes|node count))?\\s*(?:is|of|=|to|:)?\\s*${N}\\b(?!\\s*(?:gb|gib|mb|days?|minutes?|%))`,
      'g',
    ),
    read: (m) => ({ label: 'minimum', values: { min: num(m[1]) }, family: 'scaling' }),
  },
  {
    re: new RegExp(
      `\\bmax(?:imum)?(?:[ _](?:size|capacity|instances|count|replicas|nodes|node count))?\\s*(?:is|of|=|to|:)?\\s*${N}\\b(?!\\s*(?:gb|gib|mb|days?|minutes?|%))`,
      'g',
    ),
    read: (m) => ({ label: 'maximum', values: { max: num(m[1]) }, family: 'scaling' }),
  },
  {
    re: new RegExp(`\\b${N}\\s+(?:shards?|partitions?)\\b|\\bshard[ _]count\\s*(?:of|=|:)?\\s*(\\d{1,3})\\b`, 'g'),
    read: (m) => ({ label: 'shards', values: { shards: num(m[1] ?? m[2]) }, family: 'shards' }),
  },

  // Engine and version, runtime and version, Kubernetes version, operating system.
  {
    re: /\b(aurora[ -]?postgres(?:ql)?|aurora[ -]?mysql|postgres(?:ql)?|psql|mysql|mariadb|sql ?server|mssql|oracle|redis|valkey|memcached)(?:\s+(?:version\s+|v)?(\d{1,2}(?:\.\d{1,2}){0,2}))?\b(?!\s*(?:port|gb|gib|mb|days?|nodes?|replicas?|shards?|%))/g,
    read: (m) => {
      const engine = engineOf(m[1].replace(/\s+/g, ' '));
      if (!engine) return undefined;
      return {
        label: m[2] ? 'engine version' : 'engine',
        values: { engine, version: m[2] },
        family: 'engine',
        quiet: !m[2],
        untracked: !m[2],
      };
    },
    consume: 2,
  },
  {
    re: /\b(?:kubernetes|k8s|eks|aks|gke)\s+(?:version\s+|v)?(1\.\d{1,2})\b/g,
    read: (m) => ({ label: 'Kubernetes version', values: { version: m[1] }, family: 'cluster' }),
    consume: 1,
  },
  {
    re: /(?<![\w.])(node\.?js|nodejs|node(?=\s*(?:version\s+|v)?\d)|python|java(?!script)|javascript|typescript|golang|go(?=\s*\d)|\.net|dotnet|ruby|php)(?:\s*(?:version\s+|v)?(\d{1,2}(?:\.\d{1,2})?)(?:\.x)?)?(?![\w-])/g,
    read: (m) => {
      const runtime = runtimeOf(m[1]);
      if (!runtime) return undefined;
      return {
        label: 'runtime',
        values: { runtime, runtimeVersion: m[2] },
        family: 'runtime',
        quiet: !m[2],
      };
    },
    consume: 2,
  },
  {
    re: /\b(ubuntu|debian|amazon linux|windows server|rhel|red hat|centos|rocky linux)(?:\s+(\d{1,4}(?:\.\d{1,2})?))?\b/g,
    read: (m) => ({
      label: 'operating system',
      values: { os: m[1].replace(/\s+/g, ' '), osVersion: m[2] },
      family: 'os',
      quiet: !m[2],
    }),
    consume: 2,
  },
  {
    re: /\b(?:engine[ _])?version\s*(?:of|=|:|is|should be|to)?\s*v?(\d+(?:\.\d+){0,2}(?:\.[a-z_]+\.\d+(?:\.\d+)*)?)\b/g,
    read: (m) => ({ label: 'version', values: { version: m[1] } }),
    consume: 1,
  },

  // Instance types and SKUs by their shape.
  {
    re: /\b((?:db|cache|dax|ml|kafka)\.)?([a-z]\d[a-z0-9]*\.(?:nano|micro|small|medium|large|\d{0,2}xlarge|metal)(?:\.search|\.elasticsearch)?)\b/g,
    read: (m) => ({
      label: 'instance type',
      values: { size: (m[1] ?? '') + m[2] },
      family: m[1] === 'db.' ? 'engine' : 'size',
    }),
  },
  {
    re: /\b(standard_[a-z]\d+[a-z0-9_]*)\b/g,
    read: (m) => ({ label: 'VM size', values: { size: m[1] }, family: 'size' }),
  },
  {
    re: /\b((?:e2|n1|n2|n2d|n4|c2|c2d|c3|c3d|c4|t2a|t2d|m1|m2|m3|a2|a3|g2)-(?:standard|highmem|highcpu|micro|small|medium|custom)(?:-\d+){0,2}|db-(?:f1-micro|g1-small|custom-\d+-\d+|(?:n1|n2|e2)-(?:standard|highmem)-\d+))\b/g,
    read: (m) => ({ label: 'machine type', values: { size: m[1] }, family: 'size' }),
  },

  // CPU, memory, storage, timeouts.
  {
    re: /\b(\d{1,2}(?:\.\d{1,2})?)\s*(?:v-?cpus?|vcores?|cpus?|cores?)\b|\b(\d{2,4})m\s*(?:of\s+)?cpu\b|\bcpu(?:\s+(?:of|limit))?\s*(?:=|:)\s*(\d{1,2}(?:\.\d{1,2})?)\b/g,
    read: (m) => ({
      label: 'CPU',
      values: { cpu: m[2] ? Number(m[2]) / 1000 : Number(m[1] ?? m[3]) },
      family: 'resources',
    }),
  },
  {
    re: /\b(\d{1,6}(?:\.\d{1,2})?)\s*(mb|mib|gb|gib|mi|gi)\s*(?:of\s+)?(?:memory|ram)\b|\b(?:memory|ram)(?:\s+(?:of|size|limit))?\s*(?:=|:|of|to)?\s*(\d{1,6}(?:\.\d{1,2})?)\s*(mb|mib|gb|gib|mi|gi|m|g)\b/g,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = (m[2] ?? m[4]).toLowerCase();
      return { label: 'memory', values: { memoryMb: Math.round(/^g/.test(unit) ? n * 1024 : n) }, family: 'resources' };
    },
  },
  {
    // After a CPU figure, a bare "4 GiB" is the memory that goes with it ("2 vCPU and 4 GiB").
    re: /(?<=\bv?cpus?\b\s*(?:,|and|\/|with|&|\+)?\s*)(\d{1,3}(?:\.\d)?)\s*(gb|gib)\b(?!\s*(?:of\s+)?(?:storage|disk|ssd|volume|space))/g,
    read: (m) => ({ label: 'memory', values: { memoryMb: Math.round(Number(m[1]) * 1024) }, family: 'resources' }),
    consume: 1,
  },
  {
    re: /\b(\d{2,5})\s*(mb|mib|mi)\b/g,
    read: (m) => ({ label: 'memory', values: { memoryMb: Number(m[1]) }, family: 'resources' }),
  },
  {
    re: /\bmax(?:imum)?\s+(?:allocated\s+)?storage\D{0,20}(\d{1,5})\s*(gb|gib|tb|tib)\b/g,
    read: (m) => ({
      label: 'maximum storage',
      values: { maxStorageGb: Number(m[1]) * (/^t/.test(m[2]) ? 1024 : 1) },
      family: 'storage',
    }),
  },
  {
    re: /\b(\d{1,5}(?:\.\d{1,2})?)\s*(gb|gib|tb|tib|gi|ti)\b(?:\s+(?:of\s+)?(?:storage|disk(?: space)?|ssd|volume|space|drive))?|\b(?:storage|disk(?: size)?|volume size)\s*(?:of|=|:|to)?\s*(\d{1,5})\s*(gb|gib|tb|tib|gi|ti)\b/g,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = (m[2] ?? m[4]).toLowerCase();
      return { label: 'storage', values: { storageGb: Math.round(/^t/.test(unit) ? n * 1024 : n) }, family: 'storage' };
    },
  },
  {
    re: /\btime ?out\s*(?:of|=|:|is|to)?\s*(\d{1,4})\s*(s|sec|secs|seconds?|m|min|mins|minutes?)\b|\b(\d{1,4})\s*(s|sec|secs|seconds?|min|mins|minutes?)\s+time ?out\b/g,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = m[2] ?? m[4];
      return { label: 'timeout', values: { timeoutSeconds: /^m/.test(unit) ? n * 60 : n }, family: 'timeout' };
    },
  },

  // Capacity modes, tiers and plans, spot, Autopilot.
  {
    re: /\bon[- ]demand(?: capacity| mode| billing| pricing| throughput)?\b|\bpay[- ]per[- ]request\b/g,
    read: () => ({ label: 'capacity mode', values: { capacityMode: 'on-demand' }, family: 'capacity', quiet: true }),
  },
  {
    re: /\bprovisioned(?: capacity| mode| billing| throughput)?\b/g,
    read: () => ({ label: 'capacity mode', values: { capacityMode: 'provisioned' }, family: 'capacity' }),
  },
  {
    re: /\b(\d{1,5})\s*(?:rcus?|read capacity(?: units?)?|reads? per second)\b|\b(?:read capacity|rcu)\s*(?:of|=|:)?\s*(\d{1,5})\b/g,
    read: (m) => ({
      label: 'read capacity',
      values: { readCapacity: Number(m[1] ?? m[2]), capacityMode: 'provisioned' },
      family: 'capacity',
    }),
  },
  {
    re: /\b(\d{1,5})\s*(?:wcus?|write capacity(?: units?)?|writes? per second)\b|\b(?:write capacity|wcu)\s*(?:of|=|:)?\s*(\d{1,5})\b/g,
    read: (m) => ({
      label: 'write capacity',
      values: { writeCapacity: Number(m[1] ?? m[2]), capacityMode: 'provisioned' },
      family: 'capacity',
    }),
  },
  {
    re: /\b(\d{3,6})\s*(?:ru\/s|rus|request units)\b/g,
    read: (m) => ({
      label: 'throughput',
      values: { readCapacity: Number(m[1]), capacityMode: 'provisioned' },
      family: 'capacity',
    }),
  },
  {
    re: /\bconsumption(?: plan| tier| sku)?\b|\bpay[- ]per[- ]execution\b|\bserverless plan\b/g,
    read: () => ({ label: 'consumption plan', values: {}, flags: ['consumption'], family: 'consumption' }),
  },
  {
    re: /\b(free|basic|standard|premium|developer|elastic premium|isolated|enterprise|general purpose|business critical|memory optimized|burstable|standard[ _]ha|high availability)\s+(?:tier|sku|plan|edition|pricing tier|service tier)\b|\b(?:tier|sku|pricing tier|service tier)\s*(?:of|=|:|is)?\s*(free|basic|standard|premium|[a-z]{1,2}\d{1,2}(?:v\d)?)\b/g,
    read: (m) => ({ label: 'tier', values: { tier: (m[1] ?? m[2]).replace(/\s+/g, ' ') }, family: 'tier' }),
  },
  {
    re: /\b(p[0-3]v[23]|p[1-3]mv3|s[1-3]|b[1-3]|ep[1-3]|y1|f1|i[1-3]v2|ws[1-3])\b(?=[^.;\n]{0,30}\b(?:plan|sku|tier|app service)\b)|\b(?:plan|sku|tier)\b[^.;\n]{0,20}?\b(p[0-3]v[23]|p[1-3]mv3|s[1-3]|b[1-3]|ep[1-3]|y1|f1|i[1-3]v2|ws[1-3])\b/g,
    read: (m) => ({ label: 'SKU', values: { tier: (m[1] ?? m[2]).toUpperCase() }, family: 'tier' }),
  },
  {
    re: /\bspot(?: instances?| vms?| capacity| pricing)?\b|\bpreemptible\b/g,
    read: () => ({ label: 'spot capacity', values: {}, flags: ['spot'], family: 'spot' }),
    consume: 'none',
  },
  {
    re: /\bautopilot\b/g,
    read: () => ({ label: 'Autopilot', values: {}, flags: ['autopilot'], family: 'autopilot' }),
  },

  // Numbers that are ports and address ranges: never a count of components.
  { re: /\bports?\s+(\d{2,5})\b|\b(\d{2,5})\s*port\b/g, read: () => ({ label: 'port', values: {}, quiet: true }) },
  {
    re: /\b\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}\b/g,
    read: () => ({ label: 'address range', values: {}, quiet: true }),
  },
];

/** Settings that only use numbers up (ports, ranges): read elsewhere, never attached. */
export const CONSUME_ONLY = new Set(['port', 'address range']);

/** Every setting in `lower` (the lower-cased request with quotes replaced), in text order, without overlaps. */
export function readSettings(lower: string): Found[] {
  const found: Found[] = [];
  const taken: [number, number][] = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && e > a);
  for (const rule of RULES) {
    if (rule.when && !rule.when.test(lower)) continue;
    for (const m of lower.matchAll(rule.re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!m[0].trim() || overlaps(start, end)) continue;
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
