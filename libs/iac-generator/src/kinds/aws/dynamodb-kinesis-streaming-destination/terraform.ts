import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_dynamodb_kinesis_streaming_destination',
  write: (c, x) => {
    x.primary(c, {
      table_name: x.ref(c.ref.table as Component, 'name'),
      stream_arn: x.ref(c.ref.stream as Component, 'arn'),
    });
  },
};
