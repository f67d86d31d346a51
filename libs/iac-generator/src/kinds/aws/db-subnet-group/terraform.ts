import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { subnetIds } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_db_subnet_group',
  write: (c, x) => {
    x.primary(c, { name: dnsName(c), subnet_ids: subnetIds(x, c), tags: { Name: givenName(c) } });
  },
};
