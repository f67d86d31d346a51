import { type Kind } from '../../kind';
import { inNamespace } from '../common';

export const kind: Kind = {
  kind: 'k8s.service_account',
  label: 'app',
  title: 'ServiceAccount',
  needs: (_c, plan) => void inNamespace(plan),
};
