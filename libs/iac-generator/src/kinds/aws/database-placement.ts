/**
 * Where a database lives: the private subnets of its network, a security group open only inside
 * the VPC, a customer-managed key, and its service's subnet group.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { kmsFor, network, securityGroupFor } from './common';

export function dbNetwork(c: Component, plan: Planner, subnetGroupKind: string, port: number, what: string): void {
  network(c, plan, { count: Math.max(2, c.attrs.zones.length) });
  securityGroupFor(c, plan, [port], `${what} port ${port}`);
  kmsFor(c, plan);
  const group =
    plan.all(subnetGroupKind).find((g) => !g.ref.owner) ??
    plan.add(subnetGroupKind, { implicit: `places the ${what} in the private subnets`, label: c.id });
  group.ref.owner = c;
  group.ref.subnets = c.ref.subnets;
  c.ref.subnetGroup = group;
}
