import { defineRule } from '../../model';
import { hostPaths, isSensitiveHostPath } from '../host-path/rule';

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
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
