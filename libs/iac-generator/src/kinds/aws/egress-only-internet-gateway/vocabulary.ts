import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.egress_only_internet_gateway',
  settings: [],
  concepts: [
    { phrases: ['egress only internet gateway', 'egress only gateway'], aws: 'aws.egress_only_internet_gateway' },
  ],
};
