import { defineRule } from '../../model';
import { flagAll, isTrue } from '../../helpers/settings';

export const awsRedshiftPublic = defineRule({
  id: 'IG-AWS-031',
  title: 'Redshift cluster reachable from the internet',
  severity: 'CRITICAL',
  rationale:
    "A publicly accessible cluster gets a public endpoint; the warehouse's data is then one weak password or security group mistake from the internet. The Terraform provider made clusters public by default before version 6.",
  remediation:
    'Set `publicly_accessible = false` (`PubliclyAccessible: false`) and reach the cluster from inside the VPC.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_redshift_cluster'], 'publicly_accessible', isTrue, { omitted: true }),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::Redshift::Cluster'], 'PubliclyAccessible', isTrue),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
