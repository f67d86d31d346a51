import { type Needs } from '../../../plan/needs';
import { planStatedRecords } from '../../dns';

export const needs: Needs = (c, plan) => {
  // A private zone answers only in the networks it is visible to.
  if (c.attrs.flags.has('private'))
    c.ref.network = plan.ensure('gcp.compute_network', 'the network the private zone answers in', {
      label: 'main',
    });
  planStatedRecords(c, plan, 'gcp.dns_record_set');
};
