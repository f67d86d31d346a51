import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lex_slot_type',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c).replace(/[^A-Za-z_]/g, '_'),
      create_version: true,
      value_selection_strategy: 'ORIGINAL_VALUE',
      enumeration_value: [block({ value: 'small' }), block({ value: 'large' })],
    }),
};
