import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'k8s.priority_class',
  label: 'high',
  title: 'PriorityClass',
};
