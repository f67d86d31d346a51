import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, project } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_global_address',
  write: (c, x) => void x.primary(c, { project: project(x), name: gName(c) }),
};
