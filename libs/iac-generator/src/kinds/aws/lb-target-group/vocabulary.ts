import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lb_target_group',
  settings: ['port', 'path'],
  concepts: [
    { phrases: ['target group', 'ip target group', 'alb target group'], aws: 'aws.lb_target_group', vendor: 'aws' },
  ],
};
