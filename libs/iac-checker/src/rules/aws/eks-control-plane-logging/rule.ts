import { defineRule, type RuleContext } from '../../model';
import { asStrings, at, UNKNOWN } from '../../view/node';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  for (const r of ctx.resources(tf ? 'aws_eks_cluster' : 'AWS::EKS::Cluster')) {
    const node = at(r.body, tf ? 'enabled_cluster_log_types' : 'Logging.ClusterLogging.EnabledTypes');
    const v = node?.value();
    if (v === UNKNOWN) continue;
    const types = tf ? asStrings(v) : (node?.items().map((i) => i.get('Type')?.value()) ?? []);
    if (types === UNKNOWN || types.includes(UNKNOWN)) continue;
    if (!types.includes('audit') || !types.includes('api')) ctx.report(r, node);
  }
}

export const awsEksControlPlaneLogging = defineRule({
  id: 'IG-AWS-050',
  title: 'EKS control plane logs off',
  severity: 'MEDIUM',
  rationale:
    'Without the API server and audit logs there is no record of who did what in the cluster, from kubectl commands to changed RBAC.',
  remediation:
    'Enable at least the `api` and `audit` log types (`enabled_cluster_log_types = ["api", "audit", "authenticator"]`).',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
