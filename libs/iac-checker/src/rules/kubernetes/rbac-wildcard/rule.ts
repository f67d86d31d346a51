import { asStrings, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const r of ctx.resources('Role', 'ClusterRole'))
      for (const rule of r.body.list('rules'))
        for (const key of ['verbs', 'resources']) {
          const node = rule.get(key);
          const list = asStrings(node?.value());
          if (node && list !== UNKNOWN && list.includes('*'))
            ctx.report(r, node, `The role grants every ${key === 'verbs' ? 'verb' : 'resource'} (\`*\`).`);
        }
  },
});
