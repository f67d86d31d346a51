import { type RuleContext } from '../../model';
import { allows, policyStatements } from '../../helpers/iam';
import { UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

// Identity policies only (users, roles, functions): resource policies are written by the
// resource's owner, and their `service:*` is AWS's own default for a key or a guarding Deny.
// On every resource (`*`) the same wildcard is IG-AWS-008, of higher severity: not said twice.
function check(ctx: RuleContext): void {
  for (const s of policyStatements(ctx)) {
    if (s.kind !== 'identity' || !allows(s) || s.actions === UNKNOWN || s.resources === UNKNOWN) continue;
    if (s.resources.includes('*')) continue;
    const wildcard = s.actions.find((a) => /^[a-z0-9-]+:\*$/i.test(a));
    if (wildcard)
      ctx.report(
        s.owner,
        s.node,
        `The policy allows every ${wildcard.split(':')[0]} action (\`${wildcard}\`) on the resources it names.`,
      );
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
