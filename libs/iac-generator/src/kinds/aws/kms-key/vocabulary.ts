import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.kms_key',
  settings: ['path', 'rotation', 'keyDeletion'],
  concepts: [{ phrases: ['kms', 'kms key', 'aws kms'], aws: 'aws.kms_key', vendor: 'aws' }],
  existing: { data: 'aws_kms_key', by: 'key_id', what: 'KMS key' },
};
