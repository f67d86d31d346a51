import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.cognito_user_pool_domain',
  settings: [],
  concepts: [{ phrases: ['user pool domain', 'cognito domain'], aws: 'aws.cognito_user_pool_domain' }],
};
