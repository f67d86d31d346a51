import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.chime_voice_connector',
  settings: [],
  concepts: [
    {
      phrases: ['chime', 'voice connector', 'chime voice connector'],
      aws: 'aws.chime_voice_connector',
      vendor: 'aws',
    },
  ],
};
