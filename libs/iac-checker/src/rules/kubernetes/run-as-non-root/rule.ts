import { containers, containerText, effective } from '../../helpers/pods';
import { asBool, asNumber, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      const nonRoot = effective(c, 'runAsNonRoot')?.value();
      const user = effective(c, 'runAsUser')?.value();
      if (nonRoot === UNKNOWN || user === UNKNOWN || asBool(nonRoot) === true) continue;
      const uid = asNumber(user);
      if (typeof uid === 'number' && uid > 0) continue;
      // An explicit UID 0 is reported by the rule for root users.
      if (uid === 0) continue;
      ctx.report(c.pod.resource, c.node, containerText(c, 'nothing stops it from running as root.'));
    }
  },
});
