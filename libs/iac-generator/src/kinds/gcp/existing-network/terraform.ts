import { type TerraformWriter, untypedTerraformWriter } from '../../../render/terraform/context';
import { project } from '../terraform/common';
import { existingName } from '../terraform/network';

export const terraform: TerraformWriter = untypedTerraformWriter(
  'data.google_compute_network',
  (c, x) => void x.data('google_compute_network', c.id, { project: project(x), name: existingName(c, x, 'network') }),
);
