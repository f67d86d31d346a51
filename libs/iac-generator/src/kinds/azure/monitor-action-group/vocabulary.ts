import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.monitor_action_group',
  settings: ['subscriber'],
  concepts: [
    {
      phrases: ['action group', 'monitor action group', 'alert action group'],
      azure: 'azure.monitor_action_group',
      vendor: 'azure',
    },
  ],
};
