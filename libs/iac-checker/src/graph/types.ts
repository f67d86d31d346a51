/**
 * What an answer's code creates, as a graph: the resources (nodes), the references between them
 * with a kind where the code tells it (edges), and which resources sit inside which (containment).
 * Plain data, the same in the browser (the Diagram tab) and on the server (the README's Mermaid
 * diagram on a GitHub push).
 */

/** What a resource is, for its colour and icon. `other` when the type says nothing known. */
export const GRAPH_CATEGORIES = [
  'network',
  'compute',
  'container',
  'data',
  'storage',
  'identity',
  'messaging',
  'edge',
  'observability',
  'other',
] as const;
export type GraphCategory = (typeof GRAPH_CATEGORIES)[number];

/**
 * How a node stands in the code: declared and created here (`resource`), read from somewhere else
 * (a Terraform `data` source, a Bicep or ARM `existing` resource), a Terraform module call, or a
 * container the code names without declaring it (a Kubernetes namespace only written in
 * `metadata.namespace`).
 */
export type GraphNodeKind = 'resource' | 'data' | 'existing' | 'module' | 'implied';

export interface GraphNode {
  /** Unique in the graph: the format's own name for it (`aws_s3_bucket.logs`, `Bucket`, `Deployment/web/api`). */
  id: string;
  /** `aws_s3_bucket`, `AWS::S3::Bucket`, `Microsoft.Storage/storageAccounts`, `Deployment`. */
  type: string;
  name: string;
  /** The type in words: `S3 bucket`, `Storage account`, `Deployment`. */
  typeLabel: string;
  category: GraphCategory;
  kind: GraphNodeKind;
  /** Where it is written (an implied container: where it is first named). */
  file: string;
  line: number;
  endLine: number;
  /**
   * Settings of it written as resources of their own (a bucket's policy, a security group's
   * rules, a load balancer's listeners), folded into it: where they are written.
   */
  parts?: { file: string; line: number; endLine: number }[];
  /** The container it sits in (a node of this graph), when the code says so. */
  parent?: string;
  /** Drawn as a box around its children: a VPC, a subnet, a virtual network, a resource group, a namespace, a project. */
  container: boolean;
  /** Why it can be reached from the internet, when it can. */
  exposure?: Exposure;
}

/**
 * How a resource is reachable from the internet: a load balancer or entry point facing it, a
 * public address, a port open to any address (`detail` names the ports: `22`, `0-65535`), or
 * data anyone may read (a public bucket, a database open to every address).
 */
export const EXPOSURE_REASONS = ['internet-facing', 'public-ip', 'open-port', 'public-access'] as const;
export type ExposureReason = (typeof EXPOSURE_REASONS)[number];
export interface Exposure {
  reason: ExposureReason;
  detail?: string;
}

/**
 * What a reference means, where the code tells it: traffic goes there (`routes-to`), the source
 * reads or writes the target's data (`reads-writes`), runs with the target's identity (`runs-as`),
 * is encrypted with the target key (`encrypts-with`), or is ordered after it (`depends-on`).
 * `references` for any other use of the target.
 */
export const EDGE_KINDS = [
  'routes-to',
  'reads-writes',
  'runs-as',
  'encrypts-with',
  'depends-on',
  'references',
] as const;
export type GraphEdgeKind = (typeof EDGE_KINDS)[number];

export interface GraphEdge {
  from: string;
  to: string;
  kind: GraphEdgeKind;
}

export interface InfraGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}
