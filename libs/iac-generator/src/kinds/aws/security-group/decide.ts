import { type Component } from '../../../model/types';

/** What the request's settings decide for a security group, once for every format. */
export function decide(c: Component) {
  // Behind a load balancer, the group admits its ports from the balancer's own group, not the whole VPC.
  const lb = c.ref.behind as Component | undefined;
  const lbGroup = lb?.ref.securityGroup as Component | undefined;
  return {
    // Each port the request opens to one address range only ("5432 from 10.1.0.0/16") is a rule of its own.
    rangeRules: c.attrs.ingressFrom ?? [],
    fromGroup: lbGroup && lbGroup !== c ? lbGroup : undefined,
  };
}
