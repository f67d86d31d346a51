import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.pubsub_topic',
  settings: ['retention', 'shards', 'delivery', 'subscriptionDelivery'],
  concepts: [
    { phrases: ['pub sub', 'pubsub', 'pubsub topic', 'pub sub topic'], gcp: 'gcp.pubsub_topic', vendor: 'gcp' },
  ],
};
