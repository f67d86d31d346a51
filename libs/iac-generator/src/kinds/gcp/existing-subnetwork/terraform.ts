import { type TerraformWriter, untypedTerraformWriter } from '../../../render/terraform/context';
import { project, region } from '../terraform/common';
import { existingName } from '../terraform/network';

export const terraform: TerraformWriter = untypedTerraformWriter(
  'data.google_compute_subnetwork',
  (c, x) =>
    void x.data('google_compute_subnetwork', c.id, {
      project: project(x),
      // The default network has one subnetwork per region, named like it.
      name: existingName(c, x, 'subnetwork'),
      region: region(x),
    }),
);
