import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.cloudwatch_log_group',
  settings: ['retention', 'path'],
  concepts: [{ phrases: ['cloudwatch log group', 'cloudwatch logs'], aws: 'aws.cloudwatch_log_group', vendor: 'aws' }],
};
