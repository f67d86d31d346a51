import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.pubsub_subscription',
  settings: ['retention', 'timeout', 'shards', 'delivery', 'subscriptionDelivery'],
  concepts: [
    { phrases: ['pubsub subscription', 'pub sub subscription'], gcp: 'gcp.pubsub_subscription', vendor: 'gcp' },
  ],
};
