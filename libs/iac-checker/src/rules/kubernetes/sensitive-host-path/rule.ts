import { hostPaths, isSensitiveHostPath } from '../host-path/rule';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const h of hostPaths(ctx))
      if (typeof h.path === 'string' && isSensitiveHostPath(h.path))
        ctx.report(h.resource, h.node, `The pod mounts \`${h.path}\` from the node.`);
  },
});
