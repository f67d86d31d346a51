import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::CloudWatch::Dashboard',
      Properties: {
        DashboardName: cfnName(c, 255),
        DashboardBody: JSON.stringify({
          widgets: [
            {
              type: 'metric',
              x: 0,
              y: 0,
              width: 12,
              height: 6,
              properties: {
                metrics: [['AWS/EC2', 'CPUUtilization']],
                period: 300,
                stat: 'Average',
                region: 'us-east-1',
                title: 'CPU',
              },
            },
          ],
        }),
      },
    }),
};
