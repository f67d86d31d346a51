import { defineRule, ex } from '../model';
import { containers, containerText } from '../helpers/pods';
import { at } from '../view/node';

export const k8sCpuLimit = defineRule({
  id: 'IG-K8S-015',
  title: 'Container without a CPU limit',
  severity: 'LOW',
  rationale: 'Without a CPU limit, one busy container can starve the others on its node.',
  remediation: 'Set `resources.limits.cpu` (for example `500m`), or rely on a namespace LimitRange.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        if (at(c.node, 'resources.limits.cpu')) continue;
        ctx.report(c.pod.resource, at(c.node, 'resources.limits') ?? c.node, containerText(c, 'has no cpu limit.'));
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
                    cpu: 500m
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
                    cpu = "500m"
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
