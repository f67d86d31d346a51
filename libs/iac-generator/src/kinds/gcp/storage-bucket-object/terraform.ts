import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_storage_bucket_object',
  write: (c, x) =>
    void x.primary(c, {
      name: c.attrs.path ?? `${gName(c)}.txt`,
      bucket: x.ref(c.ref.bucket as Component, 'name'),
      content: 'placeholder',
    }),
};
