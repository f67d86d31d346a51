import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, labels } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_disk',
  write: (c, x) =>
    void x.primary(c, {
      ...inProject(c, x),
      zone: expr(`"\${var.region}-b"`),
      type: 'pd-balanced',
      size: c.attrs.storageGb ?? 100,
      labels: labels(c),
    }),
};
