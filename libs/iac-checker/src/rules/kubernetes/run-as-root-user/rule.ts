import { containers, containerText, effective } from '../../helpers/pods';
import { asNumber } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      const user = effective(c, 'runAsUser');
      if (user && asNumber(user.value()) === 0)
        ctx.report(c.pod.resource, user, containerText(c, 'runs as root (UID 0).'));
    }
  },
});
