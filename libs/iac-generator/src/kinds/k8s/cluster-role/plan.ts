import { type Needs } from '../../../plan/needs';
import { bindingFor, subjectFor } from '../identity';

export const needs: Needs = (c, plan) => {
  subjectFor(c, plan);
  bindingFor(c, plan, 'k8s.cluster_role_binding', 'grants the cluster role to its service account');
};
