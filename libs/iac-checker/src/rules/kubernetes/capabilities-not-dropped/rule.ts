import { containers, containerText } from '../../helpers/pods';
import { asStrings, at, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      const drop = at(c.node, 'securityContext.capabilities.drop');
      const list = asStrings(drop?.value());
      if (list === UNKNOWN || list.some((x) => x.toUpperCase() === 'ALL')) continue;
      ctx.report(c.pod.resource, drop ?? c.node, containerText(c, 'does not drop the default capabilities.'));
    }
  },
});
