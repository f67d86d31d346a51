import { type Needs } from '../../../plan/needs';
import { inGroup } from '../common';
import { ORIGIN_KINDS, originFor } from '../front-door';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  const origin = originFor(c, plan);
  c.ref.origin = origin;
  // Decided here, before writers run, so only the writer that writes the Private Link reads the setting.
  const privateLink = c.attrs.flags.has('privateLink');
  const internalLb = origin?.kind === 'azure.lb' && origin.attrs.flags.has('internal');
  c.config.privateOrigin = privateLink && !!origin && (ORIGIN_KINDS[origin.kind] !== undefined || internalLb);
  c.config.premium = privateLink || plan.all('azure.waf_policy').length > 0;
  // An internal load balancer is published to Front Door through a Private Link service in its network.
  if (c.config.privateOrigin && internalLb) {
    const pls =
      plan.all('azure.private_link_service').find((p) => p.ref.lb === origin) ??
      plan.add('azure.private_link_service', {
        implicit: 'Front Door reaches an internal load balancer through a Private Link service',
        label: origin.id,
      });
    pls.ref.lb = origin;
    c.ref.privateLinkService = pls;
  }
};
