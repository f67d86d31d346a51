import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.launch_configuration',
  settings: ['size', 'storage', 'spot', 'os', 'port', 'sourceRange'],
  concepts: [{ phrases: ['launch configuration'], aws: 'aws.launch_configuration', vendor: 'aws' }],
};
