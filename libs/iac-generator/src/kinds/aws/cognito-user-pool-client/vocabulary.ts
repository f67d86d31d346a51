import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.cognito_user_pool_client',
  settings: ['clientSecret'],
  concepts: [{ phrases: ['user pool client', 'cognito client', 'app client'], aws: 'aws.cognito_user_pool_client' }],
};
