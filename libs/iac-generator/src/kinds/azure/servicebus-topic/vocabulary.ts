import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.servicebus_topic',
  settings: ['retention', 'tier', 'shards', 'sessions', 'queueLimits'],
  concepts: [{ phrases: ['service bus topic'], azure: 'azure.servicebus_topic', vendor: 'azure' }],
};
