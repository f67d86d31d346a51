import { defineRule } from '../../model';
import { at } from '../../view/node';

export const k8sClusterAdminBinding = defineRule({
  id: 'IG-K8S-020',
  title: 'Binding grants cluster-admin',
  severity: 'HIGH',
  rationale:
    'cluster-admin can do anything in every namespace; a service account or user bound to it turns any compromise of that identity into control of the cluster.',
  remediation: 'Bind a role with only the permissions needed, in the namespace where they are needed.',
  checks: {
    kubernetes: (ctx) => {
      for (const r of ctx.resources('ClusterRoleBinding', 'RoleBinding')) {
        const name = at(r.body, 'roleRef.name');
        if (name?.value() === 'cluster-admin') ctx.report(r, name);
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
