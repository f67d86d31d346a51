import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sagemaker_model',
  write: (c, x) => {
    x.data('aws_sagemaker_prebuilt_ecr_image', 'kmeans', { repository_name: 'kmeans' });
    x.primary(c, {
      name: givenName(c),
      execution_role_arn: x.ref(ref(c, 'role'), 'arn'),
      enable_network_isolation: true,
      primary_container: block({ image: expr('data.aws_sagemaker_prebuilt_ecr_image.kmeans.registry_path') }),
    });
  },
};
