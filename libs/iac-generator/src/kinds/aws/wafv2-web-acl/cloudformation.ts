import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const managed = (name: string, priority: number) => ({
      Name: name,
      Priority: priority,
      OverrideAction: { None: {} },
      Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
      VisibilityConfig: { SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true, MetricName: name },
    });
    x.add(x.id(c), {
      Type: 'AWS::WAFv2::WebACL',
      Properties: {
        Name: cfnName(c, 128),
        Scope: x.plan.has('aws.cloudfront_distribution') ? 'CLOUDFRONT' : 'REGIONAL',
        DefaultAction: { Allow: {} },
        Rules: [managed('AWSManagedRulesCommonRuleSet', 1), managed('AWSManagedRulesKnownBadInputsRuleSet', 2)],
        VisibilityConfig: { SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true, MetricName: 'webacl' },
      },
    });
  },
};
