import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.mskconnect_custom_plugin',
  settings: ['nodes', 'size', 'storage', 'engine', 'retention', 'shards'],
  concepts: [
    { phrases: ['custom plugin', 'msk connect custom plugin', 'plugin'], aws: 'aws.mskconnect_custom_plugin' },
  ],
};
