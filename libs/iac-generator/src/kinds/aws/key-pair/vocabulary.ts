import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'aws.key_pair',
  settings: [],
  concepts: [{ phrases: ['key pair', 'ssh key', 'ec2 key pair'], aws: 'aws.key_pair' }],
};
