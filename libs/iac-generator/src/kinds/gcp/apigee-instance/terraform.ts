import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_apigee_instance',
  write: (c, x) =>
    void x.primary(c, {
      org_id: x.ref(c.ref.org as Component),
      name: gName(c, 32),
      location: c.attrs.regions[0] ?? region(x),
      consumer_accept_list: [expr('var.project_id')],
    }),
};
