import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, project, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_address',
  write: (c, x) => {
    x.primary(c, {
      project: project(x),
      name: gName(c),
      region: region(x),
      address_type: 'EXTERNAL',
      network_tier: 'PREMIUM',
    });
    x.output(`${c.id}_address`, x.ref(c, 'address'), 'Static IP address');
  },
};
