/** Private DNS zones: names that resolve only inside the virtual networks linked to the zone. */
import { type Kind } from '../kind';
import { planStatedRecords } from '../dns';
import { inGroup } from './common';

export const DNS_KINDS: Kind[] = [
  {
    kind: 'azure.private_dns_zone',
    label: 'main',
    title: 'Private DNS zone',
    needs: (c, plan) => {
      inGroup(c, plan);
      // A private zone answers only in the networks linked to it.
      c.ref.vnet = plan.ensure('azure.virtual_network', 'the network the private zone answers in', { label: 'main' });
      planStatedRecords(plan, 'azure.dns_a_record', c);
    },
  },
];

/** "a private DNS zone", "privatelink.blob.core.windows.net": a zone seen only from linked networks. */
export const isPrivateZone = (text: string | undefined, domain: string | undefined): boolean =>
  /\bprivate\b/i.test(text ?? '') || /^privatelink\./.test(domain ?? '');
