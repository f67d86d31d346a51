import { type Kind } from '../../kind';
import { inNamespace } from '../common';

export const kind: Kind = {
  kind: 'k8s.resource_quota',
  label: 'quota',
  title: 'ResourceQuota',
  needs: (_c, plan) => void inNamespace(plan),
};
