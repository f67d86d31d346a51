/**
 * The catalogue's other half: topics the rules leave out on purpose, because the platform's default
 * is already safe or the topic is not a security one. Each is data: the resource types it concerns
 * and the checks of the established scanners that ask for it (trivy's AVD ids), so whoever
 * compares our findings with theirs can see why we are silent; its words (what and why) are the
 * user's, in the message catalogue (NotCheckedCopy), and the documentation lists them.
 *
 * Keep this short and honest: a topic belongs here only when reporting it would be wrong, never
 * because a rule has not been written yet.
 */
import { type NotCheckedCopy } from '@infragen/contracts';

export interface NotCheckedTopic {
  /** Its words in the catalogue. */
  id: keyof typeof NotCheckedCopy;
  /** The resource types (or Kubernetes kinds) it concerns. */
  types: readonly string[];
  /** The established scanners' checks asking for it. */
  references: readonly string[];
}

export const NOT_CHECKED: readonly NotCheckedTopic[] = [
  {
    id: 'aws-s3-default-encryption',
    types: ['aws_s3_bucket', 'aws_s3_bucket_server_side_encryption_configuration', 'AWS::S3::Bucket'],
    references: ['AVD-AWS-0088'],
  },
  {
    id: 'aws-sqs-default-encryption',
    types: ['aws_sqs_queue', 'AWS::SQS::Queue'],
    references: ['AVD-AWS-0096'],
  },
  {
    id: 'aws-api-gateway-cache',
    types: ['aws_api_gateway_method_settings', 'AWS::ApiGateway::Stage', 'AWS::Serverless::Api'],
    references: ['AVD-AWS-0190', 'AVD-AWS-0110'],
  },
  {
    id: 'azure-postgresql-single-server-logging',
    types: ['azurerm_postgresql_server', 'azurerm_postgresql_configuration'],
    references: ['AVD-AZU-0019', 'AVD-AZU-0021', 'AVD-AZU-0024'],
  },
  {
    id: 'gcp-sqlserver-flags-default-off',
    types: ['google_sql_database_instance'],
    references: ['AVD-GCP-0019', 'AVD-GCP-0023'],
  },
  {
    id: 'kubernetes-net-bind-service',
    types: ['Pod', 'Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job', 'CronJob'],
    references: ['AVD-KSV-0022'],
  },
  {
    id: 'aws-classic-security-group-description',
    types: ['aws_elasticache_security_group', 'AWS::ElastiCache::SecurityGroup', 'AWS::Redshift::ClusterSecurityGroup'],
    references: ['AVD-AWS-0049', 'AVD-AWS-0083'],
  },
];
