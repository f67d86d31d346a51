import { containers, containerText, DANGEROUS_CAPABILITIES as DANGEROUS } from '../../helpers/pods';
import { asStrings, at, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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
