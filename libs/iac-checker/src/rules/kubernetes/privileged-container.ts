import { defineRule, ex } from '../model';
import { containers, containerText } from '../helpers/pods';
import { isTrue } from '../helpers/settings';
import { at } from '../view/node';

export const k8sPrivilegedContainer = defineRule({
  id: 'IG-K8S-001',
  title: 'Privileged container',
  severity: 'CRITICAL',
  rationale:
    "A privileged container has every capability and the host's devices: escaping to the node, and from there to every pod on it, is trivial.",
  remediation:
    'Remove `privileged: true`; if the workload needs one kernel feature, add that single capability instead.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const p = at(c.node, 'securityContext.privileged');
        if (p && isTrue(p.value())) ctx.report(c.pod.resource, p, containerText(c, 'runs privileged.'));
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
            name: debug
          spec:
            containers:
              - name: debug
                image: busybox:1.36
                securityContext:
                  privileged: true #!
        `,
      ],
      good: [
        ex`
          apiVersion: v1
          kind: Pod
          metadata:
            name: debug
          spec:
            containers:
              - name: debug
                image: busybox:1.36
                securityContext:
                  privileged: false
        `,
      ],
      omitted: ex`
        apiVersion: v1
        kind: Pod
        metadata:
          name: debug
        spec:
          containers:
            - name: debug
              image: busybox:1.36
      `,
    },
    'terraform-kubernetes': {
      bad: [
        ex`
          resource "kubernetes_pod_v1" "debug" {
            metadata {
              name = "debug"
            }
            spec {
              container {
                name  = "debug"
                image = "busybox:1.36"
                security_context {
                  privileged = true #!
                }
              }
            }
          }
        `,
        ex`
          resource "kubernetes_manifest" "debug" {
            manifest = {
              apiVersion = "v1"
              kind       = "Pod"
              metadata   = { name = "debug", namespace = "default" }
              spec = {
                containers = [{
                  name            = "debug"
                  image           = "busybox:1.36"
                  securityContext = { privileged = true } #!
                }]
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource "kubernetes_pod_v1" "debug" {
            metadata {
              name = "debug"
            }
            spec {
              container {
                name  = "debug"
                image = "busybox:1.36"
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "kubernetes_manifest" "debug" {
          manifest = {
            apiVersion = "v1"
            kind       = "Pod"
            metadata   = { name = "debug", namespace = "default" }
            spec = {
              containers = [{ name = "debug", image = "busybox:1.36" }]
            }
          }
        }
      `,
    },
  },
});
