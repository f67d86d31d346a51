import { defineRule, ex, type RuleContext } from '../model';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_eks_cluster" "main" { #!
            name     = "main"
            role_arn = "arn:aws:iam::123456789012:role/eks"
            vpc_config {
              subnet_ids = ["subnet-1", "subnet-2"]
            }
          }
        `,
      ],
      good: [
        ex`
          resource "aws_eks_cluster" "main" {
            name     = "main"
            role_arn = "arn:aws:iam::123456789012:role/eks"
            vpc_config {
              subnet_ids = ["subnet-1", "subnet-2"]
            }
            encryption_config {
              resources = ["secrets"]
              provider {
                key_arn = "arn:aws:kms:eu-west-1:123456789012:key/1"
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "aws_eks_cluster" "main" { #!
          name     = "main"
          role_arn = "arn:aws:iam::123456789012:role/eks"
          vpc_config {
            subnet_ids = ["subnet-1"]
          }
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Cluster: #!
              Type: AWS::EKS::Cluster
              Properties:
                RoleArn: arn:aws:iam::123456789012:role/eks
                ResourcesVpcConfig:
                  SubnetIds: [subnet-1, subnet-2]
        `,
      ],
      good: [
        ex`
          Resources:
            Cluster:
              Type: AWS::EKS::Cluster
              Properties:
                RoleArn: arn:aws:iam::123456789012:role/eks
                ResourcesVpcConfig:
                  SubnetIds: [subnet-1, subnet-2]
                EncryptionConfig:
                  - Resources: [secrets]
                    Provider:
                      KeyArn: arn:aws:kms:eu-west-1:123456789012:key/1
        `,
      ],
      omitted: ex`
        Resources:
          Cluster: #!
            Type: AWS::EKS::Cluster
            Properties:
              RoleArn: arn:aws:iam::123456789012:role/eks
              ResourcesVpcConfig:
                SubnetIds: [subnet-1]
      `,
    },
  },
});
