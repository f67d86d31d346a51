import { type Component } from '../../../model/types';

/** What the request's settings decide for a Fargate service, once for every format. */
export function decide(c: Component, plan: { first(kind: string): Component | undefined }) {
  const targetGroup = plan.first('aws.lb_target_group');
  return {
    desired: c.attrs.desired ?? 2,
    // Spot capacity replaces the launch type with the FARGATE_SPOT capacity provider.
    spot: c.attrs.flags.has('spot'),
    targetGroup,
    // Read only when a load balancer sends traffic to the container: a setting read is reported as served.
    containerPort: targetGroup ? (c.attrs.ports[0] ?? 80) : undefined,
  };
}
