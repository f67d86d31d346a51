import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_kendra_index',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c),
      edition: 'DEVELOPER_EDITION',
      role_arn: x.ref(ref(c, 'role'), 'arn'),
      server_side_encryption_configuration: block({ kms_key_id: 'alias/aws/kendra' }),
    }),
};
