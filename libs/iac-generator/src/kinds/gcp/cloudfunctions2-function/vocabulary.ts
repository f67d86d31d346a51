import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.cloudfunctions2_function',
  settings: ['scaling', 'resources', 'runtime', 'schedule', 'timeout'],
  concepts: [
    {
      phrases: ['cloud function', 'cloud functions', 'gcp function'],
      gcp: 'gcp.cloudfunctions2_function',
      vendor: 'gcp',
    },
  ],
};
