import { type RuleContext } from '../../model';
import { isTrue } from '../../helpers/settings';
import { listAt, type Node, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** Build artifacts (primary and secondary) and S3 build logs written without encryption. */
function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, primary, secondary, s3Logs, off] = tf
    ? ['aws_codebuild_project', 'artifacts', 'secondary_artifacts', 'logs_config.s3_logs', 'encryption_disabled']
    : ['AWS::CodeBuild::Project', 'Artifacts', 'SecondaryArtifacts', 'LogsConfig.S3Logs', 'EncryptionDisabled'];
  for (const r of ctx.resources(type)) {
    const outputs: Node[] = [...listAt(r.body, primary), ...listAt(r.body, secondary), ...listAt(r.body, s3Logs)];
    for (const output of outputs) {
      const node = output.get(off);
      const v = node?.value();
      if (node && v !== undefined && v !== UNKNOWN && isTrue(v)) ctx.report(r, node);
    }
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
