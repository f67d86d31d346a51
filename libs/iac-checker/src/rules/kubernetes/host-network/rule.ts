import { pods } from '../../helpers/pods';
import { isTrue } from '../../helpers/settings';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const p of pods(ctx)) {
      const node = p.spec.get('hostNetwork');
      if (node && isTrue(node.value())) ctx.report(p.resource, node);
    }
  },
});
