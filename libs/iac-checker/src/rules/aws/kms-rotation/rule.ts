import { defineRule, type RuleContext } from '../../model';
import { flag, isFalse } from '../../helpers/settings';

function check(ctx: RuleContext): void {
  const [type, key, spec] =
    ctx.engine === 'terraform'
      ? ['aws_kms_key', 'enable_key_rotation', 'customer_master_key_spec']
      : ['AWS::KMS::Key', 'EnableKeyRotation', 'KeySpec'];
  // Only symmetric keys can rotate automatically.
  for (const r of ctx.resources(type)) {
    const s = r.body.get(spec)?.value();
    if (s === undefined || s === 'SYMMETRIC_DEFAULT') flag(ctx, r, key, isFalse, { omitted: true });
  }
}

export const awsKmsRotation = defineRule({
  id: 'IG-AWS-035',
  title: 'KMS key without automatic rotation',
  severity: 'MEDIUM',
  rationale:
    'A key that never rotates keeps protecting new data with the same material for years, widening what one exposure of it unlocks.',
  remediation: 'Set `enable_key_rotation = true` (`EnableKeyRotation: true`) on symmetric keys.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
