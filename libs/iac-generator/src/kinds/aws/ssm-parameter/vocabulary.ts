import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.ssm_parameter',
  settings: ['path', 'parameterValue'],
  concepts: [{ phrases: ['parameter store', 'ssm parameter'], aws: 'aws.ssm_parameter', vendor: 'aws' }],
};
