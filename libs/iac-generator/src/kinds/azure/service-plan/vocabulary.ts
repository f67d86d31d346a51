import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.service_plan',
  settings: ['replicas', 'nodes', 'scaling', 'size', 'tier', 'consumption'],
  concepts: [
    { phrases: ['app service plan', 'service plan', 'hosting plan'], azure: 'azure.service_plan', vendor: 'azure' },
  ],
};
