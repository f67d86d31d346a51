import { type RuleContext } from '../../model';
import { allows, policyStatements } from '../../helpers/iam';
import { UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  for (const s of policyStatements(ctx)) {
    if (s.kind !== 'identity' || !allows(s) || s.actions === UNKNOWN || s.resources === UNKNOWN) continue;
    const wildcard = s.actions.find((a) => /^[a-z0-9-]+:\*$/i.test(a));
    if (wildcard && s.resources.includes('*'))
      ctx.report(
        s.owner,
        s.node,
        `The policy allows every ${wildcard.split(':')[0]} action (\`${wildcard}\`) on every resource.`,
      );
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
