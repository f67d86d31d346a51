import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_connect_bot_association',
  write: (c, x) => {
    x.data('aws_region', 'current', {});
    x.primary(c, {
      instance_id: x.ref(ref(c, 'instance')),
      lex_bot: block({ lex_region: expr('data.aws_region.current.name'), name: x.ref(ref(c, 'bot'), 'name') }),
    });
  },
};
