import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.compute_instance_group_manager',
  settings: [
    'replicas',
    'nodes',
    'scaling',
    'size',
    'storage',
    'spot',
    'os',
    'port',
    'utilization',
    'instanceCount',
    'existingNetwork',
  ],
  concepts: [
    {
      phrases: ['managed instance group', 'instance group', 'mig'],
      gcp: 'gcp.compute_instance_group_manager',
      vendor: 'gcp',
    },
  ],
};
