import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, labels } from '../terraform/common';

// The tiers Filestore takes: one said as its own name ("BASIC_SSD tier") is written as said.
const FILESTORE_TIERS = new Set([
  'BASIC_HDD',
  'BASIC_SSD',
  'HIGH_SCALE_SSD',
  'ZONAL',
  'REGIONAL',
  'ENTERPRISE',
  'STANDARD',
  'PREMIUM',
]);

export const terraform: TerraformWriter = {
  resourceType: 'google_filestore_instance',
  write: (c, x) =>
    void x.primary(c, {
      ...inProject(c, x),
      location: expr(`"\${var.region}-b"`),
      tier: FILESTORE_TIERS.has((c.attrs.tier ?? '').toUpperCase())
        ? (c.attrs.tier ?? '').toUpperCase()
        : /ssd|zonal|regional|enterprise/i.test(c.attrs.tier ?? '')
          ? 'BASIC_SSD'
          : 'BASIC_HDD',
      file_shares: block({ name: 'share1', capacity_gb: Math.max(1024, c.attrs.storageGb ?? 1024) }),
      networks: block({ network: x.ref(c.ref.network as Component, 'name'), modes: ['MODE_IPV4'] }),
      labels: labels(c),
    }),
};
