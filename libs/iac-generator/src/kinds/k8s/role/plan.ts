import { type Needs } from '../../../plan/needs';
import { subjectFor } from '../identity';

export const needs: Needs = (c, plan) => {
  subjectFor(c, plan);
  if (!plan.all('k8s.role_binding').some((b) => b.ref.role === c))
    plan.add('k8s.role_binding', { implicit: 'grants the role to its service account', label: c.id }).ref.role = c;
};
