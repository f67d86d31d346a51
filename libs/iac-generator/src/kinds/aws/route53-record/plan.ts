import { type Needs } from '../../../plan/needs';
import { type Component } from '../../../model/types';
import { planStatedRecords } from '../../dns';

export const needs: Needs = (c, plan) => {
  c.ref.zone ??=
    plan.all('aws.route53_zone')[plan.all('aws.route53_record').indexOf(c)] ??
    plan.ensure('aws.route53_zone', 'records live in a zone', { label: 'primary' });
  planStatedRecords(c.ref.zone as Component, plan, 'aws.route53_record');
};
