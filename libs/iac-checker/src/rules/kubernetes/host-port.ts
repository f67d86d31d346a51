import { defineRule, ex } from '../model';
import { containers, containerText } from '../helpers/pods';

export const k8sHostPort = defineRule({
  id: 'IG-K8S-017',
  title: 'Container binds a port on the node',
  severity: 'MEDIUM',
  rationale:
    "A hostPort opens the port on the node's own address, outside Services and NetworkPolicies, and limits the pod to one per node.",
  remediation: 'Remove `hostPort` and expose the pod through a Service (ClusterIP, LoadBalancer) or an Ingress.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx))
        for (const p of c.node.list('ports')) {
          const hostPort = p.get('hostPort');
          const v = hostPort?.value();
          if (hostPort && typeof v === 'number' && v > 0)
            ctx.report(c.pod.resource, hostPort, containerText(c, `binds port ${v} on the node.`));
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
                ports:
                  - containerPort: 80
                    hostPort: 80 #!
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
                ports:
                  - containerPort: 80
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
          resource "kubernetes_pod_v1" "web" {
            metadata {
              name = "web"
            }
            spec {
              container {
                name  = "web"
                image = "nginx:1.27"
                port {
                  container_port = 80
                  host_port      = 8080 #!
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
                port {
                  container_port = 80
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
