import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_eip',
  write: (c, x) => {
    x.primary(c, { domain: 'vpc', tags: { Name: givenName(c) } });
  },
};
