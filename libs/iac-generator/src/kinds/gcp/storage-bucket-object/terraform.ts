import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_storage_bucket_object',
  write: (c, x) => {
    const name = c.attrs.path ?? `${gName(c)}.txt`;
    x.primary(c, {
      name,
      bucket: x.ref(c.ref.bucket as Component, 'name'),
      // The file the user uploads, beside the configuration: never sample contents of our own.
      source: expr(`"\${path.module}/files/${name.replace(/[^A-Za-z0-9._/-]/g, '_')}"`),
    });
  },
};
