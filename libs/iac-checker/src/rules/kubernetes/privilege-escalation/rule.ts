import { containers, containerText } from '../../helpers/pods';
import { isTrue } from '../../helpers/settings';
import { at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      const node = at(c.node, 'securityContext.allowPrivilegeEscalation');
      if (!node) ctx.report(c.pod.resource, c.node, containerText(c, 'privilege escalation is not turned off.'));
      else if (isTrue(node.value()))
        ctx.report(c.pod.resource, node, containerText(c, 'privilege escalation is allowed.'));
    }
  },
});
