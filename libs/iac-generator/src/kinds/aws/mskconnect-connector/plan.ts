import { type Needs } from '../../../plan/needs';
import { roleFor } from '../common';

export const needs: Needs = (c, plan) => {
  c.ref.kafka = plan.ensure('aws.msk_cluster', 'the cluster the connector uses', { label: 'kafka' });
  c.ref.plugin = plan.ensure('aws.mskconnect_custom_plugin', 'the connector code', { label: 'plugin' });
  roleFor(c, plan, 'kafkaconnect.amazonaws.com', {
    statements: [
      {
        Effect: 'Allow',
        Action: [
          'kafka-cluster:Connect',
          'kafka-cluster:DescribeCluster',
          'kafka-cluster:ReadData',
          'kafka-cluster:WriteData',
          'kafka-cluster:DescribeTopic',
          'kafka-cluster:CreateTopic',
        ],
        Resource: '*',
      },
    ],
    why: 'lets the connector reach the cluster',
  });
  const policy = plan.all('aws.iam_policy').find((p) => !p.ref.role);
  if (policy) policy.ref.role = c.ref.role;
};
