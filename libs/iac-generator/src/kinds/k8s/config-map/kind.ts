import { type Kind } from '../../kind';
import { inNamespace } from '../common';

export const kind: Kind = {
  kind: 'k8s.config_map',
  label: 'app_config',
  title: 'ConfigMap',
  needs: (_c, plan) => void inNamespace(plan),
};
