import { planStatedRecords } from '../../dns';
import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.dns_zone',
  label: 'main',
  title: 'DNS zone',
  needs: (c, plan) => {
    inGroup(c, plan);
    planStatedRecords(plan, 'azure.dns_a_record', c);
  },
};
