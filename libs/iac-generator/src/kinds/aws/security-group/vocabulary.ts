import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.security_group',
  settings: ['port', 'sourceRange'],
  existing: { data: 'aws_security_group', by: 'id', what: 'security group' },
};
