import { defineRule, type RuleContext } from '../../model';
import { asStrings, UNKNOWN } from '../../view/node';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, path] = tf
    ? ['aws_docdb_cluster', 'enabled_cloudwatch_logs_exports']
    : ['AWS::DocDB::DBCluster', 'EnableCloudwatchLogsExports'];
  for (const r of ctx.resources(type)) {
    const node = r.body.get(path);
    const logs = asStrings(node?.value());
    if (logs !== UNKNOWN && !logs.includes('audit')) ctx.report(r, node);
  }
}

export const awsDocDbAuditLogs = defineRule({
  id: 'IG-AWS-058',
  title: 'DocumentDB cluster does not export audit logs',
  severity: 'MEDIUM',
  rationale:
    'Without the audit log in CloudWatch there is no record of logins, failed authentications and changes to users and collections, so misuse of the database goes unseen.',
  remediation:
    'Add `"audit"` to `enabled_cloudwatch_logs_exports` (`EnableCloudwatchLogsExports`), and set the `audit_logs` parameter to `enabled` in the cluster parameter group.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
