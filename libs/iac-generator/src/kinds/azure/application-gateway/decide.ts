import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { gatewaySku } from '../common';
import { ownName } from '../naming';

/** What the request's settings decide for an application gateway, once for every format. */
export function decide(c: Component, plan: Planner) {
  const sku = gatewaySku(c);
  // A WAF policy asked for beside the gateway (and no Front Door) is the gateway's policy.
  const wafPolicy = plan.all('azure.waf_policy').find((w) => w.ref.gateway === c);
  const minCapacity = c.attrs.min ?? 1;
  return {
    name: ownName(c, 'agw'),
    sku,
    wafPolicy,
    autoscale: { min: minCapacity, max: Math.max(minCapacity, c.attrs.max ?? 3) },
    sslPolicy: 'AppGwSslPolicy20220101',
    backend: { port: 443, protocol: 'Https', timeout: 30 },
    // Without a policy of its own, a WAF_v2 gateway runs the OWASP rules itself, in prevention mode unless told.
    waf:
      sku === 'WAF_v2' && !wafPolicy
        ? { mode: c.attrs.wafMode ?? 'Prevention', rules: 'OWASP', version: '3.2' }
        : undefined,
  };
}
