import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.eventhub_namespace',
  settings: ['schedule', 'retention', 'capacity', 'tier', 'shards', 'capture'],
  concepts: [
    { phrases: ['event hubs namespace', 'event hub namespace'], azure: 'azure.eventhub_namespace', vendor: 'azure' },
  ],
};
