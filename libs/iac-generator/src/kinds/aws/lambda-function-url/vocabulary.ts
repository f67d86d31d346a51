import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lambda_function_url',
  settings: ['scaling', 'resources', 'runtime', 'schedule', 'timeout', 'environment'],
  concepts: [
    { phrases: ['function url', 'lambda function url', 'lambda url'], aws: 'aws.lambda_function_url', vendor: 'aws' },
  ],
};
