import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.stateful_set',
  settings: [
    'replicas',
    'scaling',
    'resources',
    'storage',
    'engine',
    'image',
    'port',
    'utilization',
    'tolerations',
    'namespace',
    'environment',
    'objectName',
    'mounts',
    'storageClassName',
    'podSpec',
    'accessModes',
  ],
  concepts: [{ phrases: ['statefulset', 'stateful set', 'stateful application'], k8s: 'k8s.stateful_set' }],
};
