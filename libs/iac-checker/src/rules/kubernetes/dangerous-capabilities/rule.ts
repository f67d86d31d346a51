import { defineRule } from '../../model';
import { containers, containerText } from '../../helpers/pods';
import { asStrings, at, UNKNOWN } from '../../view/node';

/** Capabilities that amount to root on the node or on its network. */
const DANGEROUS = new Set([
  'ALL',
  'SYS_ADMIN',
  'NET_ADMIN',
  'SYS_PTRACE',
  'SYS_MODULE',
  'SYS_RAWIO',
  'SYS_BOOT',
  'DAC_READ_SEARCH',
  'BPF',
  'PERFMON',
]);

export const k8sDangerousCapabilities = defineRule({
  id: 'IG-K8S-010',
  title: 'Container adds a dangerous Linux capability',
  severity: 'HIGH',
  rationale:
    "Capabilities such as SYS_ADMIN, NET_ADMIN or SYS_PTRACE let a container mount file systems, reconfigure the node's network or read other processes: most container escapes start there.",
  remediation:
    'Remove the capability from `capabilities.add`; find the narrower capability (or none) the workload really needs.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const add = at(c.node, 'securityContext.capabilities.add');
        const list = asStrings(add?.value());
        if (!add || list === UNKNOWN) continue;
        const bad = list.map((x) => x.toUpperCase().replace(/^CAP_/, '')).filter((x) => DANGEROUS.has(x));
        if (bad.length) ctx.report(c.pod.resource, add, containerText(c, `adds ${bad.join(', ')}.`));
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
