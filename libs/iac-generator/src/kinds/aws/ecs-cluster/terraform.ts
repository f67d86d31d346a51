import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ecs_cluster',
  write: (c, x) =>
    void x.primary(c, { name: givenName(c), setting: block({ name: 'containerInsights', value: 'enabled' }) }),
};
