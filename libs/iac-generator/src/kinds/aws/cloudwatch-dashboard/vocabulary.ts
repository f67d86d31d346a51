import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.cloudwatch_dashboard',
  settings: [],
  concepts: [{ phrases: ['cloudwatch dashboard'], aws: 'aws.cloudwatch_dashboard', vendor: 'aws' }],
};
