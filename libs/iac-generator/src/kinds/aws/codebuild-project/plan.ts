import { type Needs } from '../../../plan/needs';
import { egressFor, network, roleFor, securityGroupFor } from '../common';

export const needs: Needs = (c, plan) => {
  c.ref.bucket = plan.ensure('aws.s3_bucket', 'stores build artifacts and results', { label: 'build_artifacts' });
  roleFor(c, plan, 'codebuild.amazonaws.com', {
    statements: [
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: '*',
      },
      { Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject', 's3:GetBucketLocation'], Resource: '*' },
      {
        Effect: 'Allow',
        Action: [
          'ec2:CreateNetworkInterface',
          'ec2:DescribeNetworkInterfaces',
          'ec2:DeleteNetworkInterface',
          'ec2:DescribeSubnets',
          'ec2:DescribeSecurityGroups',
          'ec2:DescribeDhcpOptions',
          'ec2:DescribeVpcs',
          'ec2:CreateNetworkInterfacePermission',
        ],
        Resource: '*',
      },
    ],
    why: 'lets the build write logs and artifacts',
  });
  if (plan.has('aws.vpc') || plan.global.flags.has('private')) {
    network(c, plan, { tier: 'private' });
    securityGroupFor(c, plan, [], 'no inbound');
    c.ref.egress = egressFor(plan, 'builds in private subnets fetch sources and packages through it');
  }
};
