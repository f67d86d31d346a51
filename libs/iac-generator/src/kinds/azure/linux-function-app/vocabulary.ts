import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.linux_function_app',
  settings: ['scaling', 'resources', 'runtime', 'schedule', 'tier', 'timeout', 'consumption', 'port'],
  concepts: [
    {
      phrases: ['azure function', 'function app', 'azure functions'],
      azure: 'azure.linux_function_app',
      vendor: 'azure',
    },
  ],
};
