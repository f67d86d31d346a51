import { containers, containerText } from '../../helpers/pods';
import { at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      const requests = at(c.node, 'resources.requests');
      const missing = ['cpu', 'memory'].filter((k) => !requests?.get(k));
      if (missing.length)
        ctx.report(c.pod.resource, requests ?? c.node, containerText(c, `has no ${missing.join(' or ')} request.`));
    }
  },
});
