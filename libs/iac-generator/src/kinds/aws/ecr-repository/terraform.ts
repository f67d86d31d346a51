import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ecr_repository',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: d.name,
      image_tag_mutability: 'IMMUTABLE',
      image_scanning_configuration: block({ scan_on_push: true }),
      encryption_configuration: block({ encryption_type: 'KMS' }),
    });
    if (d.lifecyclePolicy)
      x.resource('aws_ecr_lifecycle_policy', c.id, { repository: x.ref(c, 'name'), policy: d.lifecyclePolicy });
  },
};
