/** The shapes shared by the understand, plan and render stages. */

export type Cloud = 'aws' | 'azure' | 'gcp' | 'k8s';

/** Yes/no properties a request can ask for; each one changes what the renderers write. */
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
  | 'dlq';

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
  flags: Set<Flag>;
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
}

export function emptyAttrs(): Attrs {
  return { ports: [], regions: [], zones: [], cidrs: [], flags: new Set() };
}
