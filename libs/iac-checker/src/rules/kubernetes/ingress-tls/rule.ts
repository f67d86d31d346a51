import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const r of ctx.resources('Ingress')) if (!r.body.get('spec')?.list('tls').length) ctx.report(r);
  },
});
