import { containers, containerText } from '../../helpers/pods';
import { asStrings, at, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      const add = at(c.node, 'securityContext.capabilities.add');
      const list = asStrings(add?.value());
      if (!add || list === UNKNOWN) continue;
      const bad = list.map((x) => x.toUpperCase().replace(/^CAP_/, '')).filter((x) => DANGEROUS.has(x));
      if (bad.length) ctx.report(c.pod.resource, add, containerText(c, `adds ${bad.join(', ')}.`));
    }
  },
});
