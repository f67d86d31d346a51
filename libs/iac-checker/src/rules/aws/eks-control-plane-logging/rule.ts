import { type RuleContext } from '../../model';
import { asStrings, at, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
