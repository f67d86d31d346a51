import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { safe } from '../cloudformation/less-common-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const topic = c.ref.topic as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::Redshift::EventSubscription',
      Properties: {
        SubscriptionName: safe(c, 255).toLowerCase(),
        SnsTopicArn: topic ? x.ref(topic) : undefined,
        SourceType: 'cluster',
        SourceIds: c.ref.cluster ? [x.ref(c.ref.cluster as Component)] : undefined,
        Severity: 'ERROR',
        Enabled: true,
      },
    });
  },
};
