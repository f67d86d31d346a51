import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    for (const r of ctx.resources('aws_default_security_group'))
      for (const key of ['ingress', 'egress']) for (const rule of r.body.list(key)) ctx.report(r, rule);
  },
});
