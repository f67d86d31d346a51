import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sagemaker_endpoint_configuration',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c),
      kms_key_arn: c.ref.kms ? x.ref(ref(c, 'kms'), 'arn') : undefined,
      production_variants: block({
        variant_name: 'primary',
        model_name: x.ref(ref(c, 'model'), 'name'),
        initial_instance_count: 1,
        instance_type: 'ml.t2.medium',
      }),
    }),
};
