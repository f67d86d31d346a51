import { type Kind } from '../../kind';
import { subjectFor } from '../identity';

export const kind: Kind = {
  kind: 'k8s.role',
  label: 'read_config',
  title: 'Role',
  needs: (c, plan) => {
    subjectFor(c, plan);
    if (!plan.all('k8s.role_binding').some((b) => b.ref.role === c))
      plan.add('k8s.role_binding', { implicit: 'grants the role to its service account', label: c.id }).ref.role = c;
  },
};
