import { type Kind } from '../../kind';
import { subjectFor } from '../identity';

export const kind: Kind = {
  kind: 'k8s.role_binding',
  label: 'read_config',
  title: 'RoleBinding',
  needs: (c, plan) => {
    subjectFor(c, plan);
    if (!c.ref.role) {
      const role =
        plan.all('k8s.role').find((r) => !plan.all('k8s.role_binding').some((b) => b !== c && b.ref.role === r)) ??
        plan.add('k8s.role', { implicit: 'the permissions the binding grants', label: c.id });
      c.ref.role = role;
    }
  },
};
