import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, labels, project, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_kms_crypto_key',
  write: (c, x) => {
    const ring = x.resource('google_kms_key_ring', c.id, {
      project: project(x),
      name: `${gName(c, 50)}-ring`,
      location: region(x),
    });
    x.primary(
      c,
      {
        name: gName(c),
        key_ring: expr(`${ring}.id`),
        rotation_period: '7776000s',
        purpose: 'ENCRYPT_DECRYPT',
        lifecycle: block({ prevent_destroy: true }),
        labels: labels(c),
      },
      'Rotated every 90 days; Terraform refuses to destroy it.',
    );
  },
};
