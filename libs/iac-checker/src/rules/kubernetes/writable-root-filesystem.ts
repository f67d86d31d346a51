import { defineRule, ex } from '../model';
import { containers, containerText } from '../helpers/pods';
import { isFalse } from '../helpers/settings';
import { at } from '../view/node';

export const k8sWritableRootFilesystem = defineRule({
  id: 'IG-K8S-012',
  title: 'Container root file system is writable',
  severity: 'LOW',
  rationale:
    "A writable root file system lets an attacker drop tools or change the application's own files; read-only forces writes into declared volumes.",
  remediation:
    'Set `securityContext.readOnlyRootFilesystem: true` and mount an `emptyDir` where the application writes (for example /tmp).',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const node = at(c.node, 'securityContext.readOnlyRootFilesystem');
        if (!node) ctx.report(c.pod.resource, c.node, containerText(c, 'its root file system is writable.'));
        else if (isFalse(node.value()))
          ctx.report(c.pod.resource, node, containerText(c, 'its root file system is writable.'));
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
                  readOnlyRootFilesystem: false #!
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
                  readOnlyRootFilesystem: true
                volumeMounts:
                  - name: tmp
                    mountPath: /tmp
            volumes:
              - name: tmp
                emptyDir: {}
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
              container {
                name  = "web"
                image = "nginx:1.27"
                security_context {
                  read_only_root_filesystem = false #!
                }
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
                  read_only_root_filesystem = true
                }
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
