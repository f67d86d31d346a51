import { at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const r of ctx.resources('ClusterRoleBinding', 'RoleBinding')) {
      const name = at(r.body, 'roleRef.name');
      if (name?.value() === 'cluster-admin') ctx.report(r, name);
    }
  },
});
