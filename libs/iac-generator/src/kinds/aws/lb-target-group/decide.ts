import { type Component } from '../../../model/types';
import { lbType } from '../edge';

/** What the request's settings decide for a target group, once for every format. */
export function decide(
  c: Component,
  plan: { first(kind: string): Component | undefined; all(kind: string): Component[] },
) {
  // The planning always gives a target group its load balancer (lb-target-group/plan.ts).
  const lb = c.ref.lb as Component;
  const type = lbType(lb);
  return {
    type,
    // Gateway load balancers speak GENEVE on 6081; otherwise the port stated for the targets, else
    // a network load balancer's own (it forwards as it receives), else 80.
    port: type === 'gateway' ? 6081 : (c.attrs.ports[0] ?? (type === 'network' ? lb.attrs.ports[0] : undefined) ?? 80),
    protocol: type === 'gateway' ? 'GENEVE' : type === 'network' ? 'TCP' : 'HTTP',
    // Fargate tasks are registered by address (the planning says so), anything else as an instance.
    targetType: /\bip\b/.test(String(c.config.targetType ?? '')) ? 'ip' : 'instance',
    // The load balancer's network, else the request's first.
    vpc: (lb.ref.vpc as Component | undefined) ?? plan.first('aws.vpc'),
    // The request's instances are registered in it (by private address when targets are addresses).
    instances: plan.all('aws.instance'),
    healthPath: type === 'application' ? (c.attrs.path ?? lb.attrs.path ?? '/') : undefined,
  };
}
