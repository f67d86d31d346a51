import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lambda_alias',
  settings: ['resources'],
  concepts: [{ phrases: ['lambda alias', 'function alias', 'alias'], aws: 'aws.lambda_alias' }],
};
