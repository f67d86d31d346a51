import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.sfn_state_machine',
  settings: ['schedule', 'timeout', 'retries', 'workflowType'],
  concepts: [{ phrases: ['step functions', 'step function'], aws: 'aws.sfn_state_machine', vendor: 'aws' }],
};
