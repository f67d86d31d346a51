import { defineRule, ex } from '../model';
import { hostPaths, isSensitiveHostPath } from './host-path';

export const k8sSensitiveHostPath = defineRule({
  id: 'IG-K8S-009',
  title: "Pod mounts the node's system files or container runtime",
  severity: 'CRITICAL',
  rationale:
    "Mounting `/`, `/etc`, `/proc`, the kubelet's directory or the container runtime's socket hands the pod control of the node and of every container on it.",
  remediation:
    'Remove the mount; node agents that truly need it belong in a dedicated, reviewed namespace with the narrowest path, read-only.',
  checks: {
    kubernetes: (ctx) => {
      for (const h of hostPaths(ctx))
        if (typeof h.path === 'string' && isSensitiveHostPath(h.path))
          ctx.report(h.resource, h.node, `The pod mounts \`${h.path}\` from the node.`);
    },
  },
  examples: {
    'kubernetes-yaml': {
      bad: [
        ex`
          apiVersion: v1
          kind: Pod
          metadata:
            name: builder
          spec:
            containers:
              - name: builder
                image: docker:27
                volumeMounts:
                  - name: docker
                    mountPath: /var/run/docker.sock
            volumes:
              - name: docker
                hostPath: #!
                  path: /var/run/docker.sock
        `,
      ],
      good: [
        ex`
          apiVersion: v1
          kind: Pod
          metadata:
            name: builder
          spec:
            containers:
              - name: builder
                image: gcr.io/kaniko-project/executor:v1.23.2
        `,
      ],
      omitted: ex`
        apiVersion: v1
        kind: Pod
        metadata:
          name: builder
        spec:
          containers:
            - name: builder
              image: gcr.io/kaniko-project/executor:v1.23.2
      `,
    },
    'terraform-kubernetes': {
      bad: [
        ex`
          resource "kubernetes_manifest" "node_shell" {
            manifest = {
              apiVersion = "v1"
              kind       = "Pod"
              metadata   = { name = "node-shell", namespace = "default" }
              spec = {
                containers = [{ name = "shell", image = "busybox:1.36" }]
                volumes = [{
                  name     = "root"
                  hostPath = { path = "/" } #!
                }]
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource "kubernetes_manifest" "shell" {
            manifest = {
              apiVersion = "v1"
              kind       = "Pod"
              metadata   = { name = "shell", namespace = "default" }
              spec = {
                containers = [{ name = "shell", image = "busybox:1.36" }]
                volumes    = [{ name = "scratch", emptyDir = {} }]
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "kubernetes_manifest" "shell" {
          manifest = {
            apiVersion = "v1"
            kind       = "Pod"
            metadata   = { name = "shell", namespace = "default" }
            spec = {
              containers = [{ name = "shell", image = "busybox:1.36" }]
            }
          }
        }
      `,
    },
  },
});
