import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_router_nat',
  write: (c, x) => {
    // Translation logs are always on, errors only (what a NAT's logging is asked for: failed
    // connections); the request saying "log" or "logging" of it is that setting.
    c.attrs.flags.has('logging');
    x.primary(
      c,
      {
        ...inProject(c, x),
        region: region(x),
        router: x.ref(c.ref.router as Component, 'name'),
        nat_ip_allocate_option: 'AUTO_ONLY',
        source_subnetwork_ip_ranges_to_nat: 'ALL_SUBNETWORKS_ALL_IP_RANGES',
        log_config: block({ enable: true, filter: 'ERRORS_ONLY' }),
      },
      'Outbound internet for private instances without public IPs.',
    );
  },
};
