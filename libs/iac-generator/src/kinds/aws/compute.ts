/** Servers and their scaling: EC2, launch templates, Auto Scaling, fleets, Lightsail, Elastic Beanstalk. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';
import { egressFor, network, roleFor, securityGroupFor, subnetTier } from './common';
import { type Planner } from '../../plan/planner';

export const SSM = 'arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore';

/**
 * Instances in private subnets reach the internet only through a NAT gateway: added when the request
 * asked for internet access (an internet gateway of its own), which private instances cannot use directly.
 */
export function privateEgress(c: Component, plan: Planner): void {
  if (subnetTier(c) === 'private' && plan.all('aws.internet_gateway').some((g) => !g.implicit))
    c.ref.egress = egressFor(plan, 'instances in private subnets reach the internet through it');
}

/** "CPU target tracking at 45%": the group scales on its average CPU, through a target-tracking policy. */
export function tracksCpu(c: Component): boolean {
  return c.attrs.targetPercent !== undefined && c.attrs.targetMetric !== 'memory';
}

/** Instances get Session Manager access through a role instead of SSH keys and open ports. */
export function instanceNeeds(c: Component, plan: Planner): void {
  network(c, plan, { count: 1 });
  privateEgress(c, plan);
  const port = c.attrs.ports[0] ?? 80;
  // Several instances of one request ("two web servers") share one security group, role and profile.
  const sibling = plan
    .all(c.kind)
    .find((o) => o !== c && o.ref.profile && (o.attrs.ports[0] ?? 80) === port && o.phrase === c.phrase);
  if (sibling) {
    for (const key of ['securityGroup', 'role', 'profile'] as const) c.ref[key] = sibling.ref[key];
    return;
  }
  const sg = securityGroupFor(c, plan, [port], `application port ${port}`);
  // Traffic admitted only from a stated range is a rule of the instances' security group.
  if (c.attrs.ingressFrom?.length) {
    sg.attrs.ingressFrom = [...(sg.attrs.ingressFrom ?? []), ...c.attrs.ingressFrom];
    plan.handOver(c, sg, 'allowed source');
  }
  const role = roleFor(c, plan, 'ec2.amazonaws.com', {
    policies: [SSM],
    why: 'lets Session Manager reach the instances without SSH keys',
  });
  const free = plan.all('aws.iam_instance_profile').find((p) => !p.ref.role);
  const profile =
    free ?? plan.add('aws.iam_instance_profile', { implicit: 'hands the role to the instances', label: c.id });
  profile.ref.role = role;
  c.ref.profile = profile;
}

export const COMPUTE_KINDS: Kind[] = [];
