import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.eventhub_consumer_group',
  settings: ['schedule', 'retention', 'capacity', 'tier', 'shards', 'capture'],
  concepts: [{ phrases: ['consumer group', 'event hub consumer group'], azure: 'azure.eventhub_consumer_group' }],
};
