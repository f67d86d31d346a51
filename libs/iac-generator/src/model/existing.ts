/**
 * AWS resources the request says already exist ("our existing load balancer", "the existing table 'invoices'"):
 * referenced, never created. Terraform looks each one up with a data source from a variable the
 * user supplies; CloudFormation takes its ARN as a parameter. Nothing they would need when new
 * (a network, a role, a log group) is planned for them.
 */
import { type Component } from './types';
import { type ExistingLookup } from '../kinds/vocabulary';
import { KIND_VOCABULARY } from '../kinds/vocabulary.generated';

export type { ExistingLookup } from '../kinds/vocabulary';

export const EXISTING: Record<string, ExistingLookup> = {
  'aws.lb': { data: 'aws_lb', by: 'arn', what: 'load balancer' },
  'aws.s3_bucket': { data: 'aws_s3_bucket', by: 'bucket', what: 'S3 bucket' },
  'aws.vpc': { data: 'aws_vpc', by: 'id', what: 'VPC', cfnType: 'AWS::EC2::VPC::Id' },
  'aws.subnet': { data: 'aws_subnet', by: 'id', what: 'subnet', cfnType: 'AWS::EC2::Subnet::Id' },
  'aws.security_group': { data: 'aws_security_group', by: 'id', what: 'security group' },
  'aws.kms_key': { data: 'aws_kms_key', by: 'key_id', what: 'KMS key' },
  'aws.ecs_cluster': { data: 'aws_ecs_cluster', by: 'cluster_name', what: 'ECS cluster' },
  'aws.eks_cluster': { data: 'aws_eks_cluster', by: 'name', what: 'EKS cluster' },
  'aws.db_instance': { data: 'aws_db_instance', by: 'db_instance_identifier', what: 'RDS instance' },
  'aws.iam_role': { data: 'aws_iam_role', by: 'name', what: 'IAM role' },
  'aws.route53_zone': { data: 'aws_route53_zone', by: 'zone_id', what: 'Route 53 hosted zone' },
  // What "existing" means for a kind with a folder is said in its vocabulary.ts.
  ...Object.fromEntries(KIND_VOCABULARY.flatMap((v) => (v.existing ? [[v.kind, v.existing]] : []))),
};

/** How an existing resource is looked up, when the request says it exists and it can be referenced. */
export function existingLookup(c: Component): ExistingLookup | undefined {
  return c.attrs.flags.has('existing') ? EXISTING[c.kind] : undefined;
}
