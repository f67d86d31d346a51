import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.eventgrid_event_subscription',
  settings: ['subscriber'],
  concepts: [
    {
      phrases: ['event grid subscription', 'event grid event subscription'],
      azure: 'azure.eventgrid_event_subscription',
      vendor: 'azure',
    },
  ],
};
