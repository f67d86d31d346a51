import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.deployment',
  settings: [
    'replicas',
    'scaling',
    'resources',
    'runtime',
    'image',
    'port',
    'utilization',
    'tolerations',
    'namespace',
    'environment',
    'objectName',
    'mounts',
    'podSpec',
  ],
  concepts: [{ phrases: ['pod', 'replica set'], k8s: 'k8s.deployment' }],
};
