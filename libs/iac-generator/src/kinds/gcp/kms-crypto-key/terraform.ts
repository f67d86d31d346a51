import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, labels, project, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_kms_crypto_key',
  write: (c, x) => {
    // The rotation asked for ("a 30-day rotation"), else every 90 days; Cloud KMS takes it in seconds, at least a day.
    const days = Math.max(1, Math.round(c.attrs.rotationDays ?? 90));
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
        rotation_period: `${days * 86400}s`,
        purpose: 'ENCRYPT_DECRYPT',
        lifecycle: block({ prevent_destroy: true }),
        labels: labels(c),
      },
      `Rotated every ${days} days; Terraform refuses to destroy it.`,
    );
  },
};
