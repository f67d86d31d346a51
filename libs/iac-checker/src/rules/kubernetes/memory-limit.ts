import { defineRule, ex } from '../model';
import { containers, containerText } from '../helpers/pods';
import { at } from '../view/node';

export const k8sMemoryLimit = defineRule({
  id: 'IG-K8S-014',
  title: 'Container without a memory limit',
  severity: 'MEDIUM',
  rationale:
    "A container without a memory limit can use all of the node's memory; the kernel then kills other pods (or system processes) to recover.",
  remediation: 'Set `resources.limits.memory` (for example `512Mi`) on every container.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        if (at(c.node, 'resources.limits.memory')) continue;
        ctx.report(c.pod.resource, at(c.node, 'resources.limits') ?? c.node, containerText(c, 'has no memory limit.'));
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
                resources:
                  limits: #!
                    other.example.com/gpu: 1
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
                resources:
                  limits:
                    memory: 256Mi
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
                resources {
                  limits = {
                    memory = "256Mi"
                  }
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
