import { type Needs } from '../../../plan/needs';
import { type Component } from '../../../model/types';
import { planStatedRecords, statedRecord } from '../../dns';
import { inGroup } from '../common';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  c.ref.zone ??=
    plan.first('azure.private_dns_zone') ??
    plan.ensure('azure.dns_zone', 'the zone the record belongs to', { label: 'main' });
  planStatedRecords(c.ref.zone as Component, plan, 'azure.dns_a_record');
  if (statedRecord(c)) return;
  c.ref.ip =
    plan.first('azure.public_ip') ??
    plan.add('azure.public_ip', { implicit: 'the address the record points at', label: c.id });
};
