import { defineRule, ex } from '../model';
import { containers, containerText, effective } from '../helpers/pods';

export const k8sSeccompProfile = defineRule({
  id: 'IG-K8S-018',
  title: 'Container runs without a seccomp profile',
  severity: 'LOW',
  rationale:
    'Without a seccomp profile (or with `Unconfined`) every system call is open to the container, including the rarely used ones most kernel exploits rely on.',
  remediation: 'Set `securityContext.seccompProfile.type: RuntimeDefault` on the pod.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const type = effective(c, 'seccompProfile');
        const v = type?.get('type')?.value();
        if (v === 'RuntimeDefault' || v === 'Localhost' || (type && typeof v === 'symbol')) continue;
        ctx.report(c.pod.resource, type?.get('type') ?? c.node, containerText(c, 'has no seccomp profile.'));
      }
    },
  },
  examples: {
    'kubernetes-yaml': {
      bad: [
        ex`
          apiVersion: v1
          kind: Pod
          metadata:
            name: web
          spec:
            securityContext:
              seccompProfile:
                type: Unconfined #!
            containers:
              - name: web
                image: nginx:1.27
        `,
      ],
      good: [
        ex`
          apiVersion: v1
          kind: Pod
          metadata:
            name: web
          spec:
            securityContext:
              seccompProfile:
                type: RuntimeDefault
            containers:
              - name: web
                image: nginx:1.27
        `,
      ],
      omitted: ex`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: web #!
              image: nginx:1.27
      `,
    },
    'terraform-kubernetes': {
      bad: [
        ex`
          resource "kubernetes_pod_v1" "web" {
            metadata {
              name = "web"
            }
            spec {
              container { #!
                name  = "web"
                image = "nginx:1.27"
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource "kubernetes_pod_v1" "web" {
            metadata {
              name = "web"
            }
            spec {
              security_context {
                seccomp_profile {
                  type = "RuntimeDefault"
                }
              }
              container {
                name  = "web"
                image = "nginx:1.27"
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "kubernetes_pod_v1" "web" {
          metadata {
            name = "web"
          }
          spec {
            container { #!
              name  = "web"
              image = "nginx:1.27"
            }
          }
        }
      `,
    },
  },
});
