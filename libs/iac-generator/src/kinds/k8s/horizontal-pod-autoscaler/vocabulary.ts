import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.horizontal_pod_autoscaler',
  settings: ['replicas', 'scaling', 'utilization', 'namespace'],
  concepts: [{ phrases: ['horizontal pod autoscaler', 'hpa', 'pod autoscaler'], k8s: 'k8s.horizontal_pod_autoscaler' }],
};
