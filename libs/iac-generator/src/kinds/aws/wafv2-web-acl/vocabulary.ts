import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.wafv2_web_acl',
  settings: [],
  concepts: [{ phrases: ['web acl'], aws: 'aws.wafv2_web_acl', vendor: 'aws' }],
};
