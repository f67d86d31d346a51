import { type RuleContext } from '../../model';
import { allows, policyStatements } from '../../helpers/iam';
import { UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

const QUEUE_POLICIES = new Set(['aws_sqs_queue_policy', 'aws_sqs_queue', 'AWS::SQS::QueuePolicy']);

// Queue policies only: a key policy's `kms:*` for the account is AWS's own default, and a bucket
// policy's `s3:*` is usually a Deny guarding transport; a queue's consumers and producers never
// need the management actions `sqs:*` brings.
function check(ctx: RuleContext): void {
  for (const s of policyStatements(ctx)) {
    if (!QUEUE_POLICIES.has(s.owner.type) || !allows(s) || s.actions === UNKNOWN) continue;
    const every = s.actions.find((a) => a === '*' || a.toLowerCase() === 'sqs:*');
    if (every) ctx.report(s.owner, s.node, `The queue policy allows every action (\`${every}\`).`);
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
