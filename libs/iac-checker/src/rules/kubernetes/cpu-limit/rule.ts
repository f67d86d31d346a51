import { containers, containerText } from '../../helpers/pods';
import { at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      if (at(c.node, 'resources.limits.cpu')) continue;
      ctx.report(c.pod.resource, at(c.node, 'resources.limits') ?? c.node, containerText(c, 'has no cpu limit.'));
    }
  },
});
