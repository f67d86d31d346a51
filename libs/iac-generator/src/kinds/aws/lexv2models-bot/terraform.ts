import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lexv2models_bot',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c),
      role_arn: x.ref(ref(c, 'role'), 'arn'),
      idle_session_ttl_in_seconds: 300,
      data_privacy: block({ child_directed: true }),
    }),
};
