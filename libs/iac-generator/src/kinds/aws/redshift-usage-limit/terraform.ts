import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { configuringWriter } from '../terraform/common';

export const terraform: TerraformWriter = configuringWriter('cluster', 'aws_redshift_usage_limit', (r) => ({
  cluster_identifier: expr(`${r}.id`),
  feature_type: 'concurrency-scaling',
  limit_type: 'time',
  amount: 60,
  breach_action: 'emit-metric',
}));
