import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'google_storage_bucket_iam_member',
  write: (c, x) =>
    void x.primary(
      c,
      {
        bucket: x.ref(c.ref.bucket as Component, 'name'),
        role: 'roles/storage.objectViewer',
        member: expr(`"serviceAccount:\${${x.addr(c.ref.sa as Component)}.email}"`),
      },
      'Read-only, on this bucket only.',
    ),
};
