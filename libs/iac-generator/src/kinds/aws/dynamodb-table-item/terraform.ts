import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { configuringWriter } from '../terraform/common';

export const terraform: TerraformWriter = configuringWriter('table', 'aws_dynamodb_table_item', (t) => ({
  table_name: expr(`${t}.name`),
  hash_key: expr(`${t}.hash_key`),
  item: expr('jsonencode({ id = { S = "example" } })'),
}));
