import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.codebuild_project',
  settings: ['schedule'],
  concepts: [{ phrases: ['codebuild', 'codebuild project'], aws: 'aws.codebuild_project', vendor: 'aws' }],
};
