import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.servicebus_subscription',
  settings: ['retention', 'tier', 'shards', 'sessions', 'subscriber', 'delivery', 'lock'],
  concepts: [{ phrases: ['service bus subscription'], azure: 'azure.servicebus_subscription', vendor: 'azure' }],
};
