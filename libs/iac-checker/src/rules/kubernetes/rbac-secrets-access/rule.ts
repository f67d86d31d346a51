import { asStrings, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

const READ = new Set(['get', 'list', 'watch', '*']);

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const r of ctx.resources('Role', 'ClusterRole'))
      for (const rule of r.body.list('rules')) {
        const resources = asStrings(rule.get('resources')?.value());
        const verbs = asStrings(rule.get('verbs')?.value());
        if (resources === UNKNOWN || verbs === UNKNOWN || !resources.includes('secrets')) continue;
        // Naming the Secrets it may get narrows the rule to them.
        if (rule.get('resourceNames') && !verbs.some((v) => v === 'list' || v === 'watch' || v === '*')) continue;
        if (verbs.some((v) => READ.has(v))) ctx.report(r, rule.get('resources'));
      }
  },
});
