import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, labels } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_dns_managed_zone',
  write: (c, x) => {
    const domain = c.attrs.domain ?? 'example.com';
    const network = c.ref.network as Component | undefined;
    x.primary(
      c,
      {
        ...inProject(c, x),
        dns_name: `${domain}.`,
        visibility: network ? 'private' : 'public',
        // DNSSEC signs public zones only.
        dnssec_config: network ? undefined : block({ state: 'on' }),
        private_visibility_config: network ? block({ networks: block({ network_url: x.ref(network) }) }) : undefined,
        labels: labels(c),
      },
      network ? 'Answers only in the networks it is visible to.' : 'DNSSEC on.',
    );
    x.output(`${c.id}_name_servers`, x.ref(c, 'name_servers'), 'Delegate the domain to these name servers');
    // A parent zone on another cloud of the same request delegates to this one (aws/route53-zone/delegation.ts).
    if (!network) {
      x.offer('delegated_zone_name', expr(JSON.stringify(`${domain}.`)));
      x.offer('delegated_name_servers', x.ref(c, 'name_servers'));
    }
  },
};
