import { type Needs } from '../../../plan/needs';
import { kubernetesKind } from '../../../catalogue/kubernetes';
import { inNamespace } from '../common';

// A namespaced object goes into the application's namespace, like every other.
export const needs: Needs = (c, plan) => {
  if (kubernetesKind(String(c.config.type))?.namespaced) inNamespace(plan);
};
