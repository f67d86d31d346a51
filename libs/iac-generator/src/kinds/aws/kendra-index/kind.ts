import { type Kind } from '../../kind';
import { roleFor } from '../common';

export const kind: Kind = {
  kind: 'aws.kendra_index',
  label: 'search',
  title: 'Kendra index',
  needs: (c, plan) =>
    void roleFor(c, plan, 'kendra.amazonaws.com', {
      statements: [
        {
          Effect: 'Allow',
          Action: [
            'cloudwatch:PutMetricData',
            'logs:CreateLogGroup',
            'logs:CreateLogStream',
            'logs:PutLogEvents',
            'logs:DescribeLogGroups',
          ],
          Resource: '*',
        },
      ],
      why: 'lets Kendra write metrics and logs',
    }),
};
