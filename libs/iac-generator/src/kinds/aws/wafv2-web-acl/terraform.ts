import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_wafv2_web_acl',
  write: (c, x) => {
    const cdn = x.plan.has('aws.cloudfront_distribution');
    x.primary(c, {
      name: givenName(c),
      scope: cdn ? 'CLOUDFRONT' : 'REGIONAL',
      default_action: block({ allow: block({}) }),
      rule: block({
        name: 'aws-common',
        priority: 1,
        override_action: block({ none: block({}) }),
        statement: block({
          managed_rule_group_statement: block({ name: 'AWSManagedRulesCommonRuleSet', vendor_name: 'AWS' }),
        }),
        visibility_config: block({
          cloudwatch_metrics_enabled: true,
          metric_name: 'aws-common',
          sampled_requests_enabled: true,
        }),
      }),
      visibility_config: block({
        cloudwatch_metrics_enabled: true,
        metric_name: dnsName(c),
        sampled_requests_enabled: true,
      }),
    });
    const lb = x.plan.first('aws.lb');
    if (lb && !cdn)
      x.resource('aws_wafv2_web_acl_association', c.id, {
        resource_arn: x.ref(lb, 'arn'),
        web_acl_arn: x.ref(c, 'arn'),
      });
  },
};
