/** Stated DNS records as azurerm_dns_<type>_record: name, values and TTL as the request gives them. */
import { type DnsRecord } from '../../../model/dns-records';
import { block, expr, type HclBody, type HclValue } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { mxParts, recordTtl, relativeName, srvParts } from '../../dns';

/** What each record type's resource holds its values in. */
function values(r: DnsRecord): HclBody {
  switch (r.type) {
    case 'A':
    case 'AAAA':
      return { records: r.values };
    case 'CNAME':
      return { record: r.values[0] };
    case 'TXT':
      return { record: r.values.map((value) => block({ value })) };
    case 'MX':
      return { record: r.values.map((v) => block(mxParts(v) as unknown as HclBody)) };
    case 'SRV':
      return { record: r.values.map((v) => block(srvParts(v) as unknown as HclBody)) };
  }
}

/**
 * Writes the record as its type's resource. `zoneName` and `group` are references to the zone's
 * name and its resource group's name.
 */
export function writeStatedRecord(c: Component, x: TfContext, r: DnsRecord, zoneName: HclValue, group: HclValue) {
  const zone = c.ref.zone as Component;
  const body: HclBody = {
    name: relativeName(r.name, zone.attrs.domain ?? 'example.com'),
    zone_name: zoneName,
    resource_group_name: group,
    ttl: recordTtl(c, r),
    ...values(r),
  };
  // The component's main resource is its A record in a public zone; other records are resources of their own type.
  if (zone.kind === 'azure.private_dns_zone')
    x.resource(`azurerm_private_dns_${r.type.toLowerCase()}_record`, c.id, body);
  else if (r.type === 'A') x.primary(c, body);
  else x.resource(`azurerm_dns_${r.type.toLowerCase()}_record`, c.id, body);
}

/** The private zone and its link to the network it answers in. */
export function writePrivateZone(c: Component, x: TfContext): void {
  const group = x.ref(c.ref.group as Component, 'name');
  const zone = x.primary(c, { name: c.attrs.domain ?? 'example.internal', resource_group_name: group });
  x.resource('azurerm_private_dns_zone_virtual_network_link', c.id, {
    name: `${c.id.replace(/_/g, '-')}-link`,
    resource_group_name: group,
    private_dns_zone_name: expr(`${zone}.name`),
    virtual_network_id: x.ref(c.ref.vnet as Component),
    registration_enabled: c.attrs.autoRegistration ?? false,
  });
}

export const DNS_TERRAFORM: Record<string, TerraformWriter> = {};
