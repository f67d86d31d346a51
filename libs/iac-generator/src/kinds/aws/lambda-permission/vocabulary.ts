import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lambda_permission',
  settings: ['resources'],
  concepts: [{ phrases: ['lambda permission', 'invoke permission'], aws: 'aws.lambda_permission', vendor: 'aws' }],
};
