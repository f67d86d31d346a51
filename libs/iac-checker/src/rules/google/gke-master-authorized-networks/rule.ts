import { defineRule } from '../../model';
import { asBool, asStrings, at, UNKNOWN } from '../../view/node';

export const googleGkeMasterAuthorizedNetworks = defineRule({
  id: 'IG-GCP-018',
  title: 'GKE control plane reachable from any address',
  severity: 'MEDIUM',
  rationale:
    'Without authorized networks (or a private endpoint) the Kubernetes API answers the whole internet; stolen credentials then work from anywhere.',
  remediation:
    'Add `master_authorized_networks_config` with your ranges, or use a private endpoint (`private_cluster_config { enable_private_endpoint = true }`).',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('google_container_cluster')) {
        const privateEndpoint = at(r.body, 'private_cluster_config.enable_private_endpoint')?.value();
        if (asBool(privateEndpoint) === true || privateEndpoint === UNKNOWN) continue;
        const config = r.body.get('master_authorized_networks_config');
        if (!config) {
          ctx.report(r);
          continue;
        }
        for (const block of config.list('cidr_blocks')) {
          const cidr = block.get('cidr_block');
          const v = asStrings(cidr?.value());
          if (cidr && v !== UNKNOWN && v.includes('0.0.0.0/0')) ctx.report(r, cidr);
        }
      }
    },
  },
  formats: ['terraform-google'],
});
