import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.launch_template',
  settings: ['size', 'resources', 'storage', 'spot', 'os', 'port', 'sourceRange'],
  concepts: [{ phrases: ['launch template'], aws: 'aws.launch_template', vendor: 'aws' }],
};
