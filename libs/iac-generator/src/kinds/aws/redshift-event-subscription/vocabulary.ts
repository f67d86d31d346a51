import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.redshift_event_subscription',
  settings: ['nodes', 'size', 'storage', 'retention'],
  concepts: [
    { phrases: ['event subscription', 'redshift event subscription'], aws: 'aws.redshift_event_subscription' },
  ],
};
