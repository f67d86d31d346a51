import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.dynamodb_table',
  settings: ['scaling', 'size', 'storage', 'capacity', 'tier', 'tableKeys'],
  concepts: [
    {
      phrases: ['dynamodb', 'dynamodb table', 'dynamo', 'state locking', 'lock table'],
      aws: 'aws.dynamodb_table',
      vendor: 'aws',
    },
    { phrases: ['time to live', 'ttl'], aws: 'aws.dynamodb_table' },
  ],
  existing: { data: 'aws_dynamodb_table', by: 'name', what: 'DynamoDB table' },
};
