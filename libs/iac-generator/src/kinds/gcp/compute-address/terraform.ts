import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_address',
  write: (c, x) => {
    x.primary(c, {
      ...inProject(c, x),
      region: region(x),
      address_type: 'EXTERNAL',
      network_tier: 'PREMIUM',
    });
    x.output(`${c.id}_address`, x.ref(c, 'address'), 'Static IP address');
  },
};
