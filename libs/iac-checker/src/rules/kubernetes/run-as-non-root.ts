import { defineRule, ex } from '../model';
import { containers, containerText, effective } from '../helpers/pods';
import { asBool, asNumber, UNKNOWN } from '../view/node';

export const k8sRunAsNonRoot = defineRule({
  id: 'IG-K8S-004',
  title: 'Container may run as root',
  severity: 'MEDIUM',
  rationale:
    'Without `runAsNonRoot: true` (or a non-zero `runAsUser`), the container runs as whatever user the image chose, which is root for most images.',
  remediation:
    'Set `securityContext.runAsNonRoot: true` on the pod or container, with a non-zero `runAsUser` if the image has no user of its own.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const nonRoot = effective(c, 'runAsNonRoot')?.value();
        const user = effective(c, 'runAsUser')?.value();
        if (nonRoot === UNKNOWN || user === UNKNOWN || asBool(nonRoot) === true) continue;
        const uid = asNumber(user);
        if (typeof uid === 'number' && uid > 0) continue;
        // An explicit UID 0 is reported by the rule for root users.
        if (uid === 0) continue;
        ctx.report(c.pod.resource, c.node, containerText(c, 'nothing stops it from running as root.'));
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
              runAsNonRoot: false
            containers:
              - name: web #!
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
              runAsNonRoot: true
              runAsUser: 101
            containers:
              - name: web
                image: nginxinc/nginx-unprivileged:1.27
        `,
      ],
      omitted: ex`
        apiVersion: batch/v1
        kind: CronJob
        metadata:
          name: report
        spec:
          schedule: "0 3 * * *"
          jobTemplate:
            spec:
              template:
                spec:
                  restartPolicy: OnFailure
                  containers:
                    - name: report #!
                      image: busybox:1.36
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
                run_as_non_root = true
                run_as_user     = 101
              }
              container {
                name  = "web"
                image = "nginxinc/nginx-unprivileged:1.27"
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
