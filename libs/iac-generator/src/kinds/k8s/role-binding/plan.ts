import { type Needs } from '../../../plan/needs';
import { subjectFor } from '../identity';
import { isCloudIdentity } from '../cloud-identity';

export const needs: Needs = (c, plan) => {
  if (!c.ref.role) {
    const role =
      plan
        .all('k8s.role')
        .find((r) => !isCloudIdentity(r) && !plan.all('k8s.role_binding').some((b) => b !== c && b.ref.role === r)) ??
      plan.add('k8s.role', { implicit: 'the permissions the binding grants', label: c.id });
    c.ref.role = role;
  }
  // After its role, whose words may name who it is granted to.
  subjectFor(c, plan);
};
