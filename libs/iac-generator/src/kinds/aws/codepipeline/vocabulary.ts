import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.codepipeline',
  settings: [],
  concepts: [{ phrases: ['codepipeline'], aws: 'aws.codepipeline', vendor: 'aws' }],
};
