/** Servers and their scaling: EC2, launch templates, Auto Scaling, fleets, Lightsail, Elastic Beanstalk. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';
import { egressFor, network, roleFor, securityGroupFor, subnetTier } from './common';
import { type Planner } from '../../plan/planner';
import { usesAsked } from './grants';

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

// What asks for a role on the instances: Session Manager, SSM, an instance profile or role, no SSH keys.
const ROLE_ASKED =
  /\b(?:ssm|session\s+manager|instance\s+profiles?|iam\s+roles?|roles?)\b|\b(?:without|no)\s+(?:ssh|key\s+pairs?|keys)\b/i;

/**
 * Instances get Session Manager access through a role instead of SSH keys and open ports, when the
 * request asks for it (or for a role): an instance runs without one, so none is added unasked (decision 052).
 */
export function instanceNeeds(c: Component, plan: Planner): void {
  network(c, plan, { count: 1 });
  privateEgress(c, plan);
  const port = c.attrs.ports[0] ?? 80;
  // Several instances of one request ("two web servers") share one security group, role and profile.
  const sibling = plan
    .all(c.kind)
    .find((o) => o !== c && o.ref.securityGroup && (o.attrs.ports[0] ?? 80) === port && o.phrase === c.phrase);
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
  const ssmAsked =
    plan.phrases.some((p) => ROLE_ASKED.test(p)) ||
    plan.components.some((o) => !o.implicit && (o.kind === 'aws.iam_role' || o.kind === 'aws.iam_instance_profile'));
  // The instances use a bucket, queue, table or secret of the request (grants.ts): their role is allowed that.
  const uses = usesAsked(plan, ['bucket', 'queue', 'table', 'secret']).length > 0;
  if (!ssmAsked && !uses) return;
  const role = roleFor(c, plan, 'ec2.amazonaws.com', {
    policies: ssmAsked ? [SSM] : [],
    why: ssmAsked
      ? 'lets Session Manager reach the instances without SSH keys'
      : 'lets the instances use what the request gives them',
  });
  const free = plan.all('aws.iam_instance_profile').find((p) => !p.ref.role);
  const profile =
    free ?? plan.add('aws.iam_instance_profile', { implicit: 'hands the role to the instances', label: c.id });
  profile.ref.role = role;
  c.ref.profile = profile;
}

export const COMPUTE_KINDS: Kind[] = [];
