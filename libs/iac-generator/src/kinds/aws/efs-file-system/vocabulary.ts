import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.efs_file_system',
  settings: ['storage'],
  concepts: [{ phrases: ['efs', 'elastic file system'], aws: 'aws.efs_file_system', vendor: 'aws' }],
};
