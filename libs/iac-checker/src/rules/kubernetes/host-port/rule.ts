import { containers, containerText } from '../../helpers/pods';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx))
      for (const p of c.node.list('ports')) {
        const hostPort = p.get('hostPort');
        const v = hostPort?.value();
        if (hostPort && typeof v === 'number' && v > 0)
          ctx.report(c.pod.resource, hostPort, containerText(c, `binds port ${v} on the node.`));
      }
  },
});
