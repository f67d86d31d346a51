import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.eventhub',
  settings: ['schedule', 'retention', 'capacity', 'tier', 'shards', 'capture'],
  concepts: [{ phrases: ['event hub', 'event hubs'], azure: 'azure.eventhub', vendor: 'azure' }],
};
