import { defineRule, ex } from '../model';
import { containers, containerText } from '../helpers/pods';
import { isTrue } from '../helpers/settings';
import { at } from '../view/node';

export const k8sPrivilegeEscalation = defineRule({
  id: 'IG-K8S-002',
  title: 'Container may gain more privileges than it starts with',
  severity: 'MEDIUM',
  rationale:
    'Unless `allowPrivilegeEscalation` is false, a process can gain privileges through setuid binaries or file capabilities, turning a small foothold into root in the container.',
  remediation: 'Set `securityContext.allowPrivilegeEscalation: false` on every container.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const node = at(c.node, 'securityContext.allowPrivilegeEscalation');
        if (!node) ctx.report(c.pod.resource, c.node, containerText(c, 'privilege escalation is not turned off.'));
        else if (isTrue(node.value()))
          ctx.report(c.pod.resource, node, containerText(c, 'privilege escalation is allowed.'));
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
            containers:
              - name: web
                image: nginx:1.27
                securityContext:
                  allowPrivilegeEscalation: true #!
        `,
      ],
      good: [
        ex`
          apiVersion: v1
          kind: Pod
          metadata:
            name: web
          spec:
            containers:
              - name: web
                image: nginx:1.27
                securityContext:
                  allowPrivilegeEscalation: false
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
              container {
                name  = "web"
                image = "nginx:1.27"
                security_context {
                  allow_privilege_escalation = false
                }
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "kubernetes_manifest" "web" {
          manifest = {
            apiVersion = "v1"
            kind       = "Pod"
            metadata   = { name = "web", namespace = "default" }
            spec = {
              containers = [
                { name = "web", image = "nginx:1.27" }, #!
              ]
            }
          }
        }
      `,
    },
  },
});
