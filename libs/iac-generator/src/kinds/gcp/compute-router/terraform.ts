import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_router',
  write: (c, x) =>
    void x.primary(c, {
      ...inProject(c, x),
      region: region(x),
      network: x.ref(c.ref.network as Component),
    }),
};
