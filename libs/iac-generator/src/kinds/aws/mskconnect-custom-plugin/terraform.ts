import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_mskconnect_custom_plugin',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c),
      content_type: 'ZIP',
      location: block({
        s3: block({ bucket_arn: x.ref(ref(c, 'bucket'), 'arn'), file_key: x.ref(ref(c, 'object'), 'key') }),
      }),
    }),
};
