/** The shapes shared by the understand, plan and render stages. */

export type Cloud = 'aws' | 'azure' | 'gcp' | 'k8s';

/** Yes/no properties a request can ask for; each one changes what the writers write. */
export type Flag =
  | 'private'
  | 'public'
  | 'encrypted'
  | 'versioned'
  | 'multiAz'
  | 'autoscaling'
  | 'serverless'
  | 'fifo'
  | 'ipv6'
  | 'deletionProtection'
  | 'logging'
  | 'monitoring'
  | 'backup'
  | 'website'
  | 'acl'
  | 'replica'
  | 'https'
  | 'internal'
  | 'spot'
  | 'ttl'
  | 'streams'
  | 'objectLock'
  | 'cors'
  | 'lifecycle'
  | 'skipFinalSnapshot'
  | 'applyImmediately'
  | 'dlq'
  | 'autopilot'
  | 'consumption';

/** What the prompt says about one component, beyond its kind. */
export interface Attrs {
  engine?: string;
  version?: string;
  storageGb?: number;
  maxStorageGb?: number;
  size?: string;
  nodes?: number;
  ports: number[];
  regions: string[];
  zones: string[];
  cidrs: string[];
  min?: number;
  max?: number;
  desired?: number;
  retentionDays?: number;
  schedule?: string;
  runtime?: string;
  image?: string;
  domain?: string;
  path?: string;
  /** Subnet tiers asked for ("one public subnet and two private subnets"). */
  publicSubnets?: number;
  privateSubnets?: number;
  /** Runtime version as stated ("20" of "Node.js 20", "3.12" of "Python 3.12"). */
  runtimeVersion?: string;
  /** Virtual CPUs and memory of one instance, task, pod or function. */
  cpu?: number;
  memoryMb?: number;
  timeoutSeconds?: number;
  /** Operating system and its version ("Ubuntu 22.04"). */
  os?: string;
  osVersion?: string;
  /** On-demand (pay per request) or provisioned capacity, with read and write units when given. */
  capacityMode?: 'on-demand' | 'provisioned';
  readCapacity?: number;
  writeCapacity?: number;
  /** Service tier or SKU as stated: "premium", "standard", "basic", or a code such as "P1v3". */
  tier?: string;
  shards?: number;
  readReplicas?: number;
  /** Days after which objects move to a colder class, and which class ("glacier", "archive", "cool"). */
  transitionDays?: number;
  transitionClass?: string;
  flags: Set<Flag>;
}

/**
 * A setting the request stated for a component ("3 replicas", "Node.js 20", "every 15 minutes"),
 * kept so the answer can say where it was honoured, or say plainly that it was not.
 */
export interface Setting {
  /** What it sets, in plain words: "replicas", "runtime", "schedule". */
  label: string;
  /** The attributes it fills; a writer that reads one of them honours it (`flag:spot` for a flag). */
  keys: string[];
  /** The words of the request that stated it. */
  text: string;
  /** Index of the requirement phrase it was stated in. */
  phrase: number;
  /** Which components it can apply to (a family of settings.ts), so it can move when its first home is dropped. */
  family?: string;
  /** The attribute values it sets, and the flags it raises. */
  values?: Record<string, unknown>;
  flags?: Flag[];
  /** Where it was stated in the text. */
  at?: number;
}

/** One thing the user asked for (or the planner added), before it becomes provider resources. */
export interface Component {
  /** Unique per kind; used as the resource label. */
  id: string;
  kind: string;
  /** The name given in the prompt, used as given where the provider allows it. */
  name?: string;
  attrs: Attrs;
  /** Why the planner added it when the prompt did not ask for it. */
  implicit?: string;
  /** Index of the requirement phrase that asked for it. */
  phrase?: number;
  /** Other components this one uses, by role ("vpc", "subnets", "securityGroup"). */
  ref: Record<string, Component | Component[] | undefined>;
  /** Settings the planner decided (an IAM role's service, a security group's ports). */
  config: Record<string, unknown>;
  /** Settings the request stated for this component (or handed to it, as a schedule to its trigger). */
  settings?: Setting[];
}

export function emptyAttrs(): Attrs {
  return { ports: [], regions: [], zones: [], cidrs: [], flags: new Set() };
}
