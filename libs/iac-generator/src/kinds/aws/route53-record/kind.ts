import { type Component } from '../../../model/types';
import { planStatedRecords } from '../../dns';
import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.route53_record',
  label: 'www',
  title: 'Route 53 record',
  needs: (c, plan) => {
    c.ref.zone ??=
      plan.all('aws.route53_zone')[plan.all('aws.route53_record').indexOf(c)] ??
      plan.ensure('aws.route53_zone', 'records live in a zone', { label: 'primary' });
    planStatedRecords(plan, 'aws.route53_record', c.ref.zone as Component);
  },
};
