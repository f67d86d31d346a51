import { containers, containerText } from '../../helpers/pods';
import { isTrue } from '../../helpers/settings';
import { at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      const p = at(c.node, 'securityContext.privileged');
      if (p && isTrue(p.value())) ctx.report(c.pod.resource, p, containerText(c, 'runs privileged.'));
    }
  },
});
