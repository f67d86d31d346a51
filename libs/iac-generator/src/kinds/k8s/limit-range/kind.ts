import { type Kind } from '../../kind';
import { inNamespace } from '../common';

export const kind: Kind = {
  kind: 'k8s.limit_range',
  label: 'defaults',
  title: 'LimitRange',
  needs: (_c, plan) => void inNamespace(plan),
};
