import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sagemaker_notebook_instance',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c),
      role_arn: x.ref(ref(c, 'role'), 'arn'),
      instance_type: 'ml.t3.medium',
      default_code_repository: x.ref(ref(c, 'repo'), 'code_repository_name'),
      direct_internet_access: 'Disabled',
      root_access: 'Disabled',
      kms_key_id: c.ref.kms ? x.ref(ref(c, 'kms'), 'id') : undefined,
      subnet_id: undefined,
    }),
};
