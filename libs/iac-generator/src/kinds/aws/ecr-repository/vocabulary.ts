import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.ecr_repository',
  settings: ['retention', 'keepImages'],
  concepts: [{ phrases: ['ecr', 'ecr repository'], aws: 'aws.ecr_repository', vendor: 'aws' }],
};
