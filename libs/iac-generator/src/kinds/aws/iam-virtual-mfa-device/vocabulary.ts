import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.iam_virtual_mfa_device',
  settings: [],
  concepts: [
    { phrases: ['mfa device', 'virtual mfa', 'virtual mfa device', 'mfa'], aws: 'aws.iam_virtual_mfa_device' },
  ],
};
