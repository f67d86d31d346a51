import { defineRule, ex } from '../model';
import { containers, containerText, effective } from '../helpers/pods';
import { asNumber } from '../view/node';

export const k8sRunAsRootUser = defineRule({
  id: 'IG-K8S-003',
  title: 'Container runs as root (UID 0)',
  severity: 'HIGH',
  rationale:
    'A process running as UID 0 is root in the container; combined with any escape or a writable host mount it is root on the node.',
  remediation:
    'Set `runAsUser` to a non-zero UID (and `runAsNonRoot: true`), and use an image that does not need root.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const user = effective(c, 'runAsUser');
        if (user && asNumber(user.value()) === 0)
          ctx.report(c.pod.resource, user, containerText(c, 'runs as root (UID 0).'));
      }
    },
  },
  examples: {
    'kubernetes-yaml': {
      bad: [
        ex`
          apiVersion: apps/v1
          kind: Deployment
          metadata:
            name: web
          spec:
            selector:
              matchLabels:
                app: web
            template:
              metadata:
                labels:
                  app: web
              spec:
                securityContext:
                  runAsUser: 0 #!
                containers:
                  - name: web
                    image: nginx:1.27
        `,
      ],
      good: [
        ex`
          apiVersion: apps/v1
          kind: Deployment
          metadata:
            name: web
          spec:
            selector:
              matchLabels:
                app: web
            template:
              metadata:
                labels:
                  app: web
              spec:
                securityContext:
                  runAsUser: 0
                containers:
                  - name: web
                    image: nginxinc/nginx-unprivileged:1.27
                    securityContext:
                      runAsUser: 101
        `,
      ],
      omitted: ex`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: web
              image: nginx:1.27
      `,
    },
    'terraform-kubernetes': {
      bad: [
        ex`
          resource "kubernetes_deployment_v1" "web" {
            metadata {
              name = "web"
            }
            spec {
              selector {
                match_labels = { app = "web" }
              }
              template {
                metadata {
                  labels = { app = "web" }
                }
                spec {
                  container {
                    name  = "web"
                    image = "nginx:1.27"
                    security_context {
                      run_as_user = 0 #!
                    }
                  }
                }
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource "kubernetes_deployment_v1" "web" {
            metadata {
              name = "web"
            }
            spec {
              selector {
                match_labels = { app = "web" }
              }
              template {
                metadata {
                  labels = { app = "web" }
                }
                spec {
                  container {
                    name  = "web"
                    image = "nginxinc/nginx-unprivileged:1.27"
                    security_context {
                      run_as_user = 101
                    }
                  }
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
            container {
              name  = "web"
              image = "nginx:1.27"
            }
          }
        }
      `,
    },
  },
});
