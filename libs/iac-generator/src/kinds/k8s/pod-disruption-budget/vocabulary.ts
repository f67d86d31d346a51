import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.pod_disruption_budget',
  settings: ['replicas', 'labels', 'namespace', 'budget', 'disruption'],
  concepts: [{ phrases: ['pod disruption budget', 'pdb', 'disruption budget'], k8s: 'k8s.pod_disruption_budget' }],
};
