import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.servicebus_namespace',
  settings: ['retention', 'tier', 'shards', 'delivery', 'queueLimits', 'lock'],
  concepts: [{ phrases: ['service bus namespace'], azure: 'azure.servicebus_namespace', vendor: 'azure' }],
};
