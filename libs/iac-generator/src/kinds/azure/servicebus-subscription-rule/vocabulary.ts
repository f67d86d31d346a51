import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.servicebus_subscription_rule',
  // A rule only chooses which messages its subscription receives: none of the subscription's own
  // settings (delivery count, lock, sessions) is the rule's.
  settings: [],
  concepts: [
    {
      phrases: [
        'service bus subscription rule',
        'service bus subscription filter',
        'service bus rule',
        'subscription rule',
        'subscription rules',
        'subscription filter',
        'subscription filters',
        'sql filter',
        'message filter',
      ],
      azure: 'azure.servicebus_subscription_rule',
    },
  ],
};
