import { defineRule, ex } from '../model';
import { pods } from '../helpers/pods';
import { isTrue } from '../helpers/settings';

export const k8sHostPID = defineRule({
  id: 'IG-K8S-006',
  title: "Pod shares the node's process namespace",
  severity: 'HIGH',
  rationale:
    "With the host PID namespace the containers see, and can signal or inspect, every process on the node, including other pods' secrets in their environment.",
  remediation: 'Remove `hostPID: true`.',
  checks: {
    kubernetes: (ctx) => {
      for (const p of pods(ctx)) {
        const node = p.spec.get('hostPID');
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
                hostPID: true #!
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
            hostPID: false
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
              host_pid = true #!
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
              host_pid = false
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
