import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_network',
  write: (c, x) => {
    x.primary(c, {
      ...inProject(c, x),
      auto_create_subnetworks: false,
      routing_mode: 'REGIONAL',
      delete_default_routes_on_create: false,
    });
    x.output(`${c.id}_network_id`, x.ref(c), 'VPC network id');
  },
};
