import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_s3_object',
  write: (c, x) => {
    const path =
      c.attrs.path ??
      (c.config.purpose === 'bundle'
        ? 'app.zip'
        : c.name && /\.[a-z0-9]{1,5}$/i.test(c.name)
          ? c.name
          : 'files/example.txt');
    x.primary(c, {
      bucket: x.ref(c.ref.bucket as Component),
      key: c.name ?? path.split('/').pop() ?? 'object',
      source: expr(`"\${path.module}/${path.replace(/[^A-Za-z0-9._/-]/g, '_')}"`),
      etag: expr(`filemd5("\${path.module}/${path.replace(/[^A-Za-z0-9._/-]/g, '_')}")`),
      server_side_encryption: 'AES256',
    });
  },
};
