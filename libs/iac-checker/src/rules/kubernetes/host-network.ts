import { defineRule, ex } from '../model';
import { pods } from '../helpers/pods';
import { isTrue } from '../helpers/settings';

export const k8sHostNetwork = defineRule({
  id: 'IG-K8S-005',
  title: "Pod shares the node's network",
  severity: 'HIGH',
  rationale:
    'Pods on the host network see every connection on the node and can reach services bound to localhost there, bypassing network policies.',
  remediation: 'Remove `hostNetwork: true`; expose the pod through a Service instead.',
  checks: {
    kubernetes: (ctx) => {
      for (const p of pods(ctx)) {
        const node = p.spec.get('hostNetwork');
        if (node && isTrue(node.value())) ctx.report(p.resource, node);
      }
    },
  },
  examples: {
    'kubernetes-yaml': {
      bad: [
        ex`
          apiVersion: apps/v1
          kind: DaemonSet
          metadata:
            name: agent
          spec:
            selector:
              matchLabels:
                app: agent
            template:
              metadata:
                labels:
                  app: agent
              spec:
                hostNetwork: true #!
                containers:
                  - name: agent
                    image: busybox:1.36
        `,
      ],
      good: [
        ex`
          apiVersion: v1
          kind: Pod
          metadata:
            name: agent
          spec:
            hostNetwork: false
            containers:
              - name: agent
                image: busybox:1.36
        `,
      ],
      omitted: ex`
        apiVersion: v1
        kind: Pod
        metadata:
          name: agent
        spec:
          containers:
            - name: agent
              image: busybox:1.36
      `,
    },
    'terraform-kubernetes': {
      bad: [
        ex`
          resource "kubernetes_pod_v1" "agent" {
            metadata {
              name = "agent"
            }
            spec {
              host_network = true #!
              container {
                name  = "agent"
                image = "busybox:1.36"
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource "kubernetes_pod_v1" "agent" {
            metadata {
              name = "agent"
            }
            spec {
              host_network = false
              container {
                name  = "agent"
                image = "busybox:1.36"
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "kubernetes_pod_v1" "agent" {
          metadata {
            name = "agent"
          }
          spec {
            container {
              name  = "agent"
              image = "busybox:1.36"
            }
          }
        }
      `,
    },
  },
});
