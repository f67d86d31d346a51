import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.container_app',
  settings: ['replicas', 'scaling', 'resources', 'runtime', 'tier', 'image', 'port', 'ownIngress', 'utilization'],
  concepts: [{ phrases: ['container app', 'azure container app'], azure: 'azure.container_app', vendor: 'azure' }],
};
