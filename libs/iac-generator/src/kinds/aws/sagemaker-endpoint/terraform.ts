import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sagemaker_endpoint',
  write: (c, x) => void x.primary(c, { name: givenName(c), endpoint_config_name: x.ref(ref(c, 'config'), 'name') }),
};
