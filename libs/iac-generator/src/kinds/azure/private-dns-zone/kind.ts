import { planStatedRecords } from '../../dns';
import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.private_dns_zone',
  label: 'main',
  title: 'Private DNS zone',
  needs: (c, plan) => {
    inGroup(c, plan);
    // A private zone answers only in the networks linked to it.
    c.ref.vnet = plan.ensure('azure.virtual_network', 'the network the private zone answers in', { label: 'main' });
    planStatedRecords(plan, 'azure.dns_a_record', c);
  },
};
