import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lb_listener',
  settings: ['port'],
  concepts: [{ phrases: ['listener', 'redirect action'], aws: 'aws.lb_listener' }],
};
