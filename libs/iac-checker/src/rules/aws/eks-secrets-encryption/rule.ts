import { defineRule, type RuleContext } from '../../model';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  for (const r of ctx.resources(tf ? 'aws_eks_cluster' : 'AWS::EKS::Cluster'))
    if (!r.body.get(tf ? 'encryption_config' : 'EncryptionConfig')) ctx.report(r);
}

export const awsEksSecretsEncryption = defineRule({
  id: 'IG-AWS-051',
  title: 'EKS secrets not encrypted with a KMS key',
  severity: 'MEDIUM',
  rationale:
    'Envelope encryption of Kubernetes Secrets with your own KMS key means reading them from etcd or its backups also needs access to the key, which is logged and can be revoked.',
  remediation: 'Add `encryption_config { resources = ["secrets"] provider { key_arn = ... } }` (`EncryptionConfig`).',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
