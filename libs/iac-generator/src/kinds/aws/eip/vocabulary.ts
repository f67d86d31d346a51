import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.eip',
  settings: [],
  concepts: [{ phrases: ['elastic ip', 'elastic ips', 'eip'], aws: 'aws.eip', vendor: 'aws' }],
};
