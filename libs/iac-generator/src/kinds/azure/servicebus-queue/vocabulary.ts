import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.servicebus_queue',
  settings: ['retention', 'tier', 'shards', 'sessions', 'delivery', 'queueLimits', 'lock'],
  concepts: [{ phrases: ['service bus', 'service bus queue'], azure: 'azure.servicebus_queue', vendor: 'azure' }],
};
