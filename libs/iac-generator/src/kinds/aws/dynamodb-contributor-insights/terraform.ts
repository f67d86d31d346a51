import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { configuringWriter } from '../terraform/common';

export const terraform: TerraformWriter = configuringWriter('table', 'aws_dynamodb_contributor_insights', (t) => ({
  table_name: expr(`${t}.name`),
}));
