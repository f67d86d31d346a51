/**
 * Where a database lives. In a network only when the request has one for it (decision 052): a VPC,
 * subnets or a security group it asks for or says exist, a database said public or private or in zones it names, or
 * something in the request that runs beside it and reaches it (a function, a service, instances,
 * a proxy), which shares the network. Then: the private subnets of that network, a security group
 * open only inside the VPC, and its service's subnet group. Otherwise nothing is added: the region's
 * default VPC, its default subnets and security group serve, and the database is not publicly
 * accessible. A customer-managed key only when the request asked for one (kmsFor).
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { kmsFor, network, securityGroupFor } from './common';

/** Kinds whose components run in a VPC and reach a database of the same request. */
const IN_NETWORK = new Set([
  'aws.lambda_function',
  'aws.ecs_service',
  'aws.instance',
  'aws.autoscaling_group',
  'aws.launch_template',
  'aws.eks_cluster',
  'aws.eks_node_group',
  'aws.lb',
  'aws.elb',
  'aws.db_proxy',
  'aws.elastic_beanstalk_environment',
  'aws.codebuild_project',
  'aws.batch_compute_environment',
]);

/** Whether the request gives or asks for a network the database goes in. */
function networkSaid(c: Component, plan: Planner): boolean {
  if (c.attrs.flags.has('public') || c.attrs.flags.has('private')) return true;
  // Placed in availability zones it names ("across us-east-1a and us-east-1b"): subnets in those zones place it.
  if (c.attrs.zones.length) return true;
  if (['aws.vpc', 'aws.subnet', 'aws.security_group'].some((k) => plan.all(k).some((n) => !n.implicit))) return true;
  return plan.components.some((o) => IN_NETWORK.has(o.kind));
}

export function dbNetwork(c: Component, plan: Planner, subnetGroupKind: string, port: number, what: string): void {
  kmsFor(c, plan);
  // A subnet group the request asks for places it, in its network.
  const asked = plan.all(subnetGroupKind).find((g) => !g.ref.owner && !g.implicit);
  // ElastiCache keeps its own network for now: its replica count is written as a node count (1 +
  // replicas), which the answer's account of stated values does not yet match without other numbers
  // beside it, so dropping the network would turn true lines untrue. Left to a later change.
  if (!asked && !networkSaid(c, plan) && c.kind !== 'aws.elasticache_cluster') return;
  network(c, plan, { count: Math.max(2, c.attrs.zones.length) });
  securityGroupFor(c, plan, [port], `${what} port ${port}`);
  const group =
    asked ??
    plan.all(subnetGroupKind).find((g) => !g.ref.owner) ??
    plan.add(subnetGroupKind, { implicit: `places the ${what} in the private subnets`, label: c.id });
  group.ref.owner = c;
  group.ref.subnets = c.ref.subnets;
  c.ref.subnetGroup = group;
}
