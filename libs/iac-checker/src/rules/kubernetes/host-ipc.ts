import { defineRule, ex } from '../model';
import { pods } from '../helpers/pods';
import { isTrue } from '../helpers/settings';

export const k8sHostIPC = defineRule({
  id: 'IG-K8S-007',
  title: "Pod shares the node's IPC namespace",
  severity: 'HIGH',
  rationale: 'The host IPC namespace lets containers read and write shared memory of processes outside the pod.',
  remediation: 'Remove `hostIPC: true`.',
  checks: {
    kubernetes: (ctx) => {
      for (const p of pods(ctx)) {
        const node = p.spec.get('hostIPC');
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
                hostIPC: true #!
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
            hostIPC: false
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
              host_ipc = true #!
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
              host_ipc = false
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
