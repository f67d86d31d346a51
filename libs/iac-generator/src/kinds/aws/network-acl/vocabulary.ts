import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.network_acl',
  settings: [],
  concepts: [
    { phrases: ['network acl', 'nacl', 'network access control list'], aws: 'aws.network_acl', vendor: 'aws' },
  ],
};
