import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.key_pair',
  settings: [],
  concepts: [{ phrases: ['key pair', 'ssh key', 'ec2 key pair'], aws: 'aws.key_pair' }],
};
