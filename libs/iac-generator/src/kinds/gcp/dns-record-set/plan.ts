import { type Needs } from '../../../plan/needs';
import { type Component } from '../../../model/types';
import { planStatedRecords, statedRecord } from '../../dns';

export const needs: Needs = (c, plan) => {
  c.ref.zone ??= plan.ensure('gcp.dns_managed_zone', 'the zone the record belongs to', { label: 'main' });
  planStatedRecords(c.ref.zone as Component, plan, 'gcp.dns_record_set');
  if (statedRecord(c)) return;
  // In a private zone, or said of an internal address ("pointing at the VM's internal IP"), a record of the
  // request's VM answers with its internal address: never a new external one.
  const vm = plan.first('gcp.compute_instance');
  if (vm && (c.attrs.flags.has('internal') || (c.ref.zone as Component).attrs.flags.has('private'))) {
    c.ref.instance = vm;
    return;
  }
  c.ref.address =
    plan.first('gcp.compute_global_address') ??
    plan.first('gcp.compute_address') ??
    plan.add('gcp.compute_address', { implicit: 'the address the record points at', label: c.id });
};
