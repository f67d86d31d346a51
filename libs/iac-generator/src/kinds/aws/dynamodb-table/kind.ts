import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.dynamodb_table',
  label: 'main',
  title: 'DynamoDB table',
};
