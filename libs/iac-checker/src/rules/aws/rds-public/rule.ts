import { defineRule } from '../../model';
import { flagAll, isTrue } from '../../helpers/settings';

export const awsRdsPublic = defineRule({
  id: 'IG-AWS-016',
  title: 'Database instance reachable from the internet',
  severity: 'CRITICAL',
  rationale:
    'A publicly accessible RDS instance gets a public address; anyone who can reach it can try passwords against it and probe the engine, and a security group mistake exposes the data outright.',
  remediation:
    'Set `publicly_accessible = false` (`PubliclyAccessible: false`), place the instance in private subnets and connect through the application, a bastion or a VPN.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_db_instance', 'aws_rds_cluster_instance'], 'publicly_accessible', isTrue),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::RDS::DBInstance'], 'PubliclyAccessible', isTrue),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
