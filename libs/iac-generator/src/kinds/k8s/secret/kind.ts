import { type Kind } from '../../kind';
import { inNamespace } from '../common';

export const kind: Kind = {
  kind: 'k8s.secret',
  label: 'app_secret',
  title: 'Secret',
  needs: (_c, plan) => void inNamespace(plan),
};
