import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.instance',
  settings: ['size', 'resources', 'storage', 'spot', 'os', 'port', 'sourceRange'],
  concepts: [{ phrases: ['ec2', 'ec2 instance', 'amazon linux', 'ami'], aws: 'aws.instance', vendor: 'aws' }],
};
