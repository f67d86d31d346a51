import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetGroupWriter } from '../terraform/common';

export const terraform: TerraformWriter = subnetGroupWriter('aws_elasticache_subnet_group');
