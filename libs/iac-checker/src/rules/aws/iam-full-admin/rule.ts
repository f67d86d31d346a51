import { type RuleContext } from '../../model';
import { allows, policyStatements } from '../../helpers/iam';
import { UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => report(ctx),
  cloudformation: (ctx) => report(ctx),
});

function report(ctx: RuleContext): void {
  for (const s of policyStatements(ctx)) {
    if (s.kind !== 'identity' || !allows(s) || s.actions === UNKNOWN || s.resources === UNKNOWN) continue;
    if (s.actions.some((a) => a === '*' || a === '*:*') && s.resources.includes('*')) ctx.report(s.owner, s.node);
  }
}
