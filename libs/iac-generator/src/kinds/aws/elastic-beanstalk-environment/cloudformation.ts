import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { dnsName } from '../common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const app = c.ref.app as Component;
    const profile = c.ref.profile as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::ElasticBeanstalk::Environment',
      Properties: {
        EnvironmentName: c.name ? dnsName(c, 40) : undefined,
        ApplicationName: x.ref(app),
        SolutionStackName: '64bit Amazon Linux 2023 v6.1.0 running Node.js 20',
        OptionSettings: [
          ...(profile
            ? [
                {
                  Namespace: 'aws:autoscaling:launchconfiguration',
                  OptionName: 'IamInstanceProfile',
                  Value: x.ref(profile),
                },
              ]
            : []),
          { Namespace: 'aws:autoscaling:launchconfiguration', OptionName: 'DisableIMDSv1', Value: 'true' },
          { Namespace: 'aws:elasticbeanstalk:managedactions', OptionName: 'ManagedActionsEnabled', Value: 'true' },
          { Namespace: 'aws:elasticbeanstalk:managedactions', OptionName: 'PreferredStartTime', Value: 'Sun:02:00' },
          {
            Namespace: 'aws:elasticbeanstalk:managedactions:platformupdate',
            OptionName: 'UpdateLevel',
            Value: 'minor',
          },
          { Namespace: 'aws:elasticbeanstalk:cloudwatch:logs', OptionName: 'StreamLogs', Value: 'true' },
        ],
        Tags: tags(c),
      },
    });
  },
};
