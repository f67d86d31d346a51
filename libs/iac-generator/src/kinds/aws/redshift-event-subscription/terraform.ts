import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_redshift_event_subscription',
  write: (c, x) => {
    // The parameter group's events when the plan has one, else the cluster's.
    const group = x.plan.has('aws.redshift_parameter_group') ? x.plan.first('aws.redshift_parameter_group') : null;
    x.primary(c, {
      name: dnsName(c),
      sns_topic_arn: x.ref(c.ref.topic as Component, 'arn'),
      source_type: group ? 'cluster-parameter-group' : 'cluster',
      source_ids: group ? [x.ref(group)] : [expr(`${x.addr(c.ref.cluster as Component)}.id`)],
      severity: 'INFO',
      event_categories: ['configuration', 'management', 'monitoring', 'security'],
    });
  },
};
