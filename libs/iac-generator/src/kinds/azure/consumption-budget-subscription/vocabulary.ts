import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.consumption_budget_subscription',
  settings: ['subscriber', 'budget'],
};
