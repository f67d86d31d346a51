import { type Needs } from '../../../plan/needs';
import { inNamespace } from '../common';

export const needs: Needs = (c, plan) => {
  inNamespace(plan);
  // A claim without a class of its own is provisioned from the class the request creates.
  c.ref.storageClass ??= plan.all('k8s.storage_class').find((s) => !s.implicit);
};
