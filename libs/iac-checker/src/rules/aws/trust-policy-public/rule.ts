import { type RuleContext } from '../../model';
import { allows, anyPrincipal, policyStatements } from '../../helpers/iam';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  for (const s of policyStatements(ctx))
    if (s.kind === 'trust' && allows(s) && anyPrincipal(s) && !s.conditions)
      ctx.report(s.owner, s.principalNode ?? s.node);
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
