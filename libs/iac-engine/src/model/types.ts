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
  | 'consumption'
  | 'contentDedup';

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
  /** A URL path: an API route's or a health check's ("/health"), or a file or parameter path. */
  path?: string;
  /** A table's keys as stated: partition (hash) key, sort (range) key, and the attribute its items expire by. */
  tableKeys?: { hash?: string; range?: string; ttl?: string };
  /** Days between automatic rotations of a secret or key ("rotate every 30 days"). */
  rotationDays?: number;
  /** The value a parameter holds, as stated ("with value db.internal"). */
  parameterValue?: string;
  /** Where a subscription delivers, as stated: an email address or an HTTP(S) URL, with its protocol. */
  subscriptionEndpoint?: { protocol: 'email' | 'https' | 'http'; address: string };
  /** A retention policy stated as such: objects kept at least `retentionDays`, and whether it is locked. */
  retentionPolicy?: 'unlocked' | 'locked';
  /** The AWS services a VPC endpoint is for ("s3", "dynamodb"), as stated. */
  endpointServices?: string[];
  /** The HTTP method of an API route ("GET"), with `path` the route it serves. */
  httpMethod?: string;
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
  /** How many copies of stored data and where: "LRS", "ZRS", "GRS", "RA-GZRS". */
  replication?: string;
  /** The average use, in percent, at which an autoscaler adds instances, and of what. */
  targetPercent?: number;
  targetMetric?: 'cpu' | 'memory';
  /** How a Kubernetes service is reached: "ClusterIP", "NodePort", "LoadBalancer". */
  serviceType?: string;
  /** Kubernetes labels stated as key=value ("app=checkout"): what a selector matches, or what an object carries. */
  labels?: Record<string, string>;
  /** What a Kubernetes role may do ("get", "patch") and to which API resources ("deployments"). */
  rbacVerbs?: string[];
  rbacResources?: string[];
  /** How many times a failed run is retried. */
  retries?: number;
  /** The node taint effect pods should tolerate ("NoSchedule"), so they run on tainted nodes too. */
  tolerate?: string;
  /** A daily cap on data taken in, in GB ("a daily cap of 5 GB"). */
  dailyCapGb?: number;
  /** Messages grouped into sessions, delivered in order per session. */
  sessions?: boolean;
  /** The Kubernetes namespace an object goes into ("in namespace prod"). */
  namespace?: string;
  /** Traffic a network policy lets in from another namespace, on a port if stated. */
  allowFrom?: { namespace: string; port?: number };
  /** Inbound traffic allowed or denied by service ("allow SSH", "deny RDP from the internet"). */
  trafficRules?: { access: 'Allow' | 'Deny'; port: number; fromInternet?: boolean }[];
  /** Which load balancer was asked for: HTTP routing (application), TCP/UDP (network), or appliances (gateway). */
  lbType?: 'application' | 'network' | 'gateway';
  /** Deliveries of a message before it goes to the dead-letter queue ("after 3 failed receives"). */
  maxReceives?: number;
  /**
   * Things named inside this component ("a Cosmos DB account with a database 'app' and a container
   * 'events'"): what each is called in the request and the names given to it. A writer that reads
   * this writes every one of them.
   */
  children?: { word: string; names: string[] }[];
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
