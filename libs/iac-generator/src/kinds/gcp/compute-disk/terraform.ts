import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, labels, zoneOf } from '../terraform/common';
import { diskHost } from '../compute-instance/terraform';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_disk',
  write: (c, x) => {
    // A disk is attached only to a machine in its own zone: the zone of the VM it is asked with.
    const host = diskHost(x.plan);
    x.primary(c, {
      ...inProject(c, x),
      zone: host ? zoneOf(host, x) : expr(`"\${var.region}-b"`),
      type: c.attrs.diskType ?? 'pd-balanced',
      size: c.attrs.storageGb ?? 100,
      labels: labels(c),
    });
  },
};
