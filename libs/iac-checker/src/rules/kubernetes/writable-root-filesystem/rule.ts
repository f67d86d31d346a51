import { containers, containerText } from '../../helpers/pods';
import { isFalse } from '../../helpers/settings';
import { at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      const node = at(c.node, 'securityContext.readOnlyRootFilesystem');
      if (!node) ctx.report(c.pod.resource, c.node, containerText(c, 'its root file system is writable.'));
      else if (isFalse(node.value()))
        ctx.report(c.pod.resource, node, containerText(c, 'its root file system is writable.'));
    }
  },
});
