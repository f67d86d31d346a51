import { type Needs } from '../../../plan/needs';
import { logGroupOf } from '../logs-of';

export const needs: Needs = (c, plan) => {
  c.ref.vpc = plan.ensure('aws.vpc', 'flow logs watch a VPC', { label: 'main' });
  c.ref.logGroup = logGroupOf(c, plan, {
    implicit: 'flow log destination',
    label: `${c.id}_flow_logs`,
    anyName: true,
  });
  const role = plan.add('aws.iam_role', {
    implicit: 'lets VPC Flow Logs write to CloudWatch Logs',
    label: `${c.id}_flow_logs`,
    config: {
      service: 'vpc-flow-logs.amazonaws.com',
      statements: [
        {
          Effect: 'Allow',
          Action: ['logs:CreateLogStream', 'logs:PutLogEvents', 'logs:DescribeLogStreams'],
          Resource: '*',
        },
      ],
    },
  });
  c.ref.role = role;
};
