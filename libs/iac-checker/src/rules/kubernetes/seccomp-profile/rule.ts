import { containers, containerText, effective } from '../../helpers/pods';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      const type = effective(c, 'seccompProfile');
      const v = type?.get('type')?.value();
      if (v === 'RuntimeDefault' || v === 'Localhost' || (type && typeof v === 'symbol')) continue;
      ctx.report(c.pod.resource, type?.get('type') ?? c.node, containerText(c, 'has no seccomp profile.'));
    }
  },
});
