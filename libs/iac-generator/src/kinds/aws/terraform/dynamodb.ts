/** DynamoDB tables (point-in-time recovery, server-side encryption) and DAX clusters as hashicorp/aws resources. */
import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { configuringWriters, subnetGroupWriter } from './common';

export const DYNAMODB_TERRAFORM: Record<string, TerraformWriter> = {
  ...configuringWriters('table', [
    [
      'aws.dynamodb_contributor_insights',
      'aws_dynamodb_contributor_insights',
      (t) => ({ table_name: expr(`${t}.name`) }),
    ],
    [
      'aws.dynamodb_table_item',
      'aws_dynamodb_table_item',
      (t) => ({
        table_name: expr(`${t}.name`),
        hash_key: expr(`${t}.hash_key`),
        item: expr('jsonencode({ id = { S = "example" } })'),
      }),
    ],
  ]),
  'aws.dax_subnet_group': subnetGroupWriter('aws_dax_subnet_group'),
};
