import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.connect_instance',
  settings: ['size', 'resources', 'storage', 'spot', 'os', 'port'],
  concepts: [
    { phrases: ['amazon connect', 'connect instance', 'contact center', 'aws connect'], aws: 'aws.connect_instance' },
  ],
};
