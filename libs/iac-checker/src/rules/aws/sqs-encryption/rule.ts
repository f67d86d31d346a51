import { defineRule, type RuleContext } from '../../model';
import { flag, isFalse } from '../../helpers/settings';

function check(ctx: RuleContext): void {
  const [type, sse, kms] =
    ctx.engine === 'terraform'
      ? ['aws_sqs_queue', 'sqs_managed_sse_enabled', 'kms_master_key_id']
      : ['AWS::SQS::Queue', 'SqsManagedSseEnabled', 'KmsMasterKeyId'];
  for (const r of ctx.resources(type)) if (!r.body.get(kms)) flag(ctx, r, sse, isFalse);
}

export const awsSqsEncryption = defineRule({
  id: 'IG-AWS-021',
  title: 'SQS queue not encrypted',
  severity: 'HIGH',
  rationale:
    "Queues are encrypted with SQS-managed keys unless that is turned off; messages often carry personal data or tokens, and unencrypted they sit readable in the service's storage.",
  remediation:
    'Leave `sqs_managed_sse_enabled` on (`SqsManagedSseEnabled: true`), or set `kms_master_key_id` to use your own key.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
