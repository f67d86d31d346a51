import { defineRule, type RuleContext } from '../../model';
import { isTrue } from '../../helpers/settings';
import { listAt, type Node, UNKNOWN } from '../../view/node';

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

export const awsCodeBuildEncryption = defineRule({
  id: 'IG-AWS-056',
  title: 'CodeBuild artifacts or logs stored unencrypted',
  severity: 'HIGH',
  rationale:
    'Build artifacts and logs hold compiled code, dependency caches and often configuration; stored without encryption they are readable to anyone who reaches the bucket.',
  remediation:
    'Remove `encryption_disabled = true` (`EncryptionDisabled: true`) from the artifacts and S3 logs, and give the project an `encryption_key` (`EncryptionKey`) of your own.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
