import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.dynamodb_kinesis_streaming_destination',
  label: 'main',
  title: 'DynamoDB Kinesis streaming destination',
  needs: (c, plan) => {
    c.ref.table = plan.ensure('aws.dynamodb_table', 'the table whose changes are streamed', { label: 'main' });
    c.ref.stream = plan.ensure('aws.kinesis_stream', 'receives the table changes', { label: 'main' });
  },
};
