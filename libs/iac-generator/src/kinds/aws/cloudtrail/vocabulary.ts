import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.cloudtrail',
  settings: ['retention'],
  concepts: [
    { phrases: ['audit log', 'audit trail'], aws: 'aws.cloudtrail' },
    { phrases: ['cloudtrail', 'cloudtrail trail'], aws: 'aws.cloudtrail', vendor: 'aws' },
  ],
};
