import { type Kind } from '../../kind';
import { selectedWorkload } from '../common';
import { namedAfter } from '../policy';

export const kind: Kind = {
  kind: 'k8s.pod_disruption_budget',
  label: 'app',
  title: 'PodDisruptionBudget',
  needs: (c, plan) => void namedAfter(c, selectedWorkload(c, plan, 'the pods the budget protects')),
};
