import { type Needs } from '../../../plan/needs';
import { network, securityGroupFor } from '../common';
import { lbType } from '../edge';
import { listenerPort, listenerPorts } from '../listener-port';
import { targetPortSaid } from './target-port';

export const needs: Needs = (c, plan) => {
  const internal = c.attrs.flags.has('internal') || c.attrs.flags.has('private');
  network(c, plan, { tier: internal ? 'private' : 'public' });
  // With a certificate the listener speaks HTTPS on its port (listener-port.ts): the group admits it too.
  const https = plan.has('aws.acm_certificate') ? [listenerPort(c, true)] : [];
  if (lbType(c) !== 'gateway')
    securityGroupFor(c, plan, [...new Set([...listenerPorts(c), ...https])], 'web', internal ? 'vpc' : 'anywhere');
  const tg = plan.ensure('aws.lb_target_group', 'the load balancer forwards to it', { label: c.id });
  tg.ref.lb = c;
  targetPortSaid(tg, plan);
  c.ref.targetGroup = tg;
  plan.ensure('aws.lb_listener', 'accepts client connections', { label: c.id }).ref.lb = c;
  // Nothing is invented behind it: what the request asked for is registered, or the target group
  // waits for targets (its output says so).
};
