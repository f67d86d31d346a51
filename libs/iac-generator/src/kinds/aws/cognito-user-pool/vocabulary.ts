import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.cognito_user_pool',
  settings: ['signIn'],
  concepts: [{ phrases: ['cognito', 'cognito user pool'], aws: 'aws.cognito_user_pool', vendor: 'aws' }],
};
