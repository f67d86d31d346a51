import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.s3_bucket',
  settings: ['retention', 'transition', 'keyChoice'],
  concepts: [{ phrases: ['s3', 's3 bucket', 'amazon s3'], aws: 'aws.s3_bucket', vendor: 'aws' }],
  existing: { data: 'aws_s3_bucket', by: 'bucket', what: 'S3 bucket' },
};
