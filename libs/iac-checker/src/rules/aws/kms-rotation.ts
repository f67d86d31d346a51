import { defineRule, ex, type RuleContext } from '../model';
import { flag, isFalse } from '../helpers/settings';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_kms_key" "data" {
            description         = "data"
            enable_key_rotation = false #!
          }
        `,
      ],
      good: [
        ex`
          resource "aws_kms_key" "data" {
            description         = "data"
            enable_key_rotation = true
          }
        `,
        ex`
          resource "aws_kms_key" "signing" {
            description              = "signing"
            key_usage                = "SIGN_VERIFY"
            customer_master_key_spec = "ECC_NIST_P256"
          }
        `,
      ],
      omitted: ex`
        resource "aws_kms_key" "data" { #!
          description = "data"
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            DataKey: #!
              Type: AWS::KMS::Key
              Properties:
                Description: data
        `,
      ],
      good: [
        ex`
          Resources:
            DataKey:
              Type: AWS::KMS::Key
              Properties:
                Description: data
                EnableKeyRotation: true
        `,
      ],
      omitted: ex`
        Resources:
          DataKey: #!
            Type: AWS::KMS::Key
      `,
    },
  },
});
