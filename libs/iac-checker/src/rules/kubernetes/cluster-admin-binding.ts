import { defineRule, ex } from '../model';
import { at } from '../view/node';

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
  examples: {
    'kubernetes-yaml': {
      bad: [
        ex`
          apiVersion: rbac.authorization.k8s.io/v1
          kind: ClusterRoleBinding
          metadata:
            name: ci
          roleRef:
            apiGroup: rbac.authorization.k8s.io
            kind: ClusterRole
            name: cluster-admin #!
          subjects:
            - kind: ServiceAccount
              name: ci
              namespace: ci
        `,
      ],
      good: [
        ex`
          apiVersion: rbac.authorization.k8s.io/v1
          kind: RoleBinding
          metadata:
            name: ci
            namespace: app
          roleRef:
            apiGroup: rbac.authorization.k8s.io
            kind: ClusterRole
            name: edit
          subjects:
            - kind: ServiceAccount
              name: ci
              namespace: ci
        `,
      ],
      omitted: ex`
        apiVersion: v1
        kind: ServiceAccount
        metadata:
          name: ci
          namespace: ci
      `,
    },
    'terraform-kubernetes': {
      bad: [
        ex`
          resource "kubernetes_cluster_role_binding_v1" "ci" {
            metadata {
              name = "ci"
            }
            role_ref {
              api_group = "rbac.authorization.k8s.io"
              kind      = "ClusterRole"
              name      = "cluster-admin" #!
            }
            subject {
              kind      = "ServiceAccount"
              name      = "ci"
              namespace = "ci"
            }
          }
        `,
      ],
      good: [
        ex`
          resource "kubernetes_role_binding_v1" "ci" {
            metadata {
              name      = "ci"
              namespace = "app"
            }
            role_ref {
              api_group = "rbac.authorization.k8s.io"
              kind      = "ClusterRole"
              name      = "edit"
            }
            subject {
              kind      = "ServiceAccount"
              name      = "ci"
              namespace = "ci"
            }
          }
        `,
      ],
      omitted: ex`
        resource "kubernetes_service_account_v1" "ci" {
          metadata {
            name      = "ci"
            namespace = "ci"
          }
        }
      `,
    },
  },
});
