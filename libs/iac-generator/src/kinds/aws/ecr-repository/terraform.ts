import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { keepImagesPolicy } from '../settings';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ecr_repository',
  write: (c, x) => {
    x.primary(c, {
      name: dnsName(c),
      image_tag_mutability: 'IMMUTABLE',
      image_scanning_configuration: block({ scan_on_push: true }),
      encryption_configuration: block({ encryption_type: 'KMS' }),
    });
    if (c.attrs.keepImages)
      x.resource('aws_ecr_lifecycle_policy', c.id, {
        repository: x.ref(c, 'name'),
        policy: keepImagesPolicy(c.attrs.keepImages),
      });
  },
};
