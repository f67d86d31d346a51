/**
 * Redshift as hashicorp/aws resources: private, encrypted, TLS forced by a parameter group, snapshots on a schedule.
 */
import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { configuringWriters, subnetGroupWriter } from './common';

export const REDSHIFT_TERRAFORM: Record<string, TerraformWriter> = {
  ...configuringWriters('cluster', [
    [
      'aws.redshift_usage_limit',
      'aws_redshift_usage_limit',
      (r) => ({
        cluster_identifier: expr(`${r}.id`),
        feature_type: 'concurrency-scaling',
        limit_type: 'time',
        amount: 60,
        breach_action: 'emit-metric',
      }),
    ],
  ]),
  'aws.redshift_subnet_group': subnetGroupWriter('aws_redshift_subnet_group'),
};
