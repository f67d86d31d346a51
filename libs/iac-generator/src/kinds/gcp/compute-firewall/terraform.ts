import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { gName, project } from '../terraform/common';

/**
 * The network the rule applies to: the one planned for it, else one a part of the request made after
 * it was planned, else theirs by name (their project's `default` unless they set another).
 */
function networkOf(c: Component, x: TfContext) {
  const net =
    (c.ref.network as Component | undefined) ??
    x.plan.first('gcp.compute_network') ??
    x.plan.first('gcp.existing_network');
  if (net) return x.ref(net);
  return x.variable('network', {
    type: 'string',
    description: 'Name of the VPC network the firewall rules apply to',
    default: 'default',
  });
}

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_firewall',
  write: (c, x) => {
    // Services named by their well-known ports ("allowing ssh and https") and ports stated as numbers.
    const rules = c.attrs.trafficRules ?? [];
    const allowed = [...new Set([...c.attrs.ports, ...rules.filter((r) => r.access === 'Allow').map((r) => r.port)])];
    const denied = [...new Set(rules.filter((r) => r.access === 'Deny').map((r) => r.port))];
    const ports = allowed.length || denied.length ? allowed : [443];
    // Where every allowed port was said to come from ("ssh only via IAP": IAP's forwarding range), else the network's.
    const said = rules.filter((r) => r.access === 'Allow');
    const from = said.length && said.every((r) => r.source) ? [...new Set(said.map((r) => r.source!))] : [];
    const fromInternet =
      !from.length && (c.attrs.flags.has('public') || rules.some((r) => r.access === 'Allow' && r.fromInternet));
    const inside = from.length ? from : c.attrs.cidrs.length ? c.attrs.cidrs : ['10.0.0.0/8'];
    const rule = (action: 'allow' | 'deny', list: number[], sources: string[], priority: number) => ({
      project: project(x),
      name: action === 'deny' && ports.length ? `${gName(c, 55)}-deny` : gName(c),
      network: networkOf(c, x),
      direction: 'INGRESS',
      priority,
      source_ranges: sources,
      target_tags: [gName(c)],
      [action]: block({ protocol: 'tcp', ports: list.map(String) }),
      log_config: block({ metadata: 'INCLUDE_ALL_METADATA' }),
    });
    const why = 'Only the listed ports, only from inside the network unless the request said public.';
    if (ports.length) x.primary(c, rule('allow', ports, fromInternet ? ['0.0.0.0/0'] : inside, 1000), why);
    if (!denied.length) return;
    // Denied traffic from wherever the request said, else from anywhere, ahead of every allow rule.
    const deny = rule('deny', denied, c.attrs.cidrs.length ? c.attrs.cidrs : ['0.0.0.0/0'], 900);
    if (ports.length) x.resource('google_compute_firewall', `${c.id}_deny`, deny, 'Denied ahead of the allow rule.');
    else x.primary(c, deny, 'Denied ahead of any allow rule.');
  },
};
