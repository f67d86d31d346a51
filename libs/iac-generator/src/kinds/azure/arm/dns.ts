/** Stated DNS records as Microsoft.Network/dnsZones/<type>: name, values and TTL as the request gives them. */
import { type DnsRecord } from '../../../model/dns-records';
import { type Component } from '../../../model/types';
import { type ArmContext, type ArmWriter } from '../../../render/azure/arm-context';
import { mxParts, recordTtl, relativeName, srvParts } from '../../dns';

/** The record set's properties for its type. */
function properties(r: DnsRecord): Record<string, unknown> {
  switch (r.type) {
    case 'A':
      return { ARecords: r.values.map((ipv4Address) => ({ ipv4Address })) };
    case 'AAAA':
      return { AAAARecords: r.values.map((ipv6Address) => ({ ipv6Address })) };
    case 'CNAME':
      return { CNAMERecord: { cname: r.values[0] } };
    case 'TXT':
      return { TXTRecords: r.values.map((v) => ({ value: [v] })) };
    case 'MX':
      return { MXRecords: r.values.map(mxParts) };
    case 'SRV':
      return { SRVRecords: r.values.map(srvParts) };
  }
}

/** Private zones spell the same properties with a lower-case start ("aRecords", "ttl"). */
const lowerStart = (props: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(props).map(([k, v]) => [k.replace(/^[A-Z]+?(?=[A-Z][a-z]|$)|^[A-Z]/, (p) => p.toLowerCase()), v]),
  );

export function writeStatedRecordSet(c: Component, x: ArmContext, r: DnsRecord): void {
  const zone = c.ref.zone as Component;
  const privateZone = zone.kind === 'azure.private_dns_zone';
  const domain = zone.attrs.domain ?? (privateZone ? 'example.internal' : 'example.com');
  const props = { TTL: recordTtl(c, r), ...properties(r) };
  x.resource(
    c,
    `Microsoft.Network/${privateZone ? 'privateDnsZones' : 'dnsZones'}/${r.type}`,
    privateZone ? '2020-06-01' : '2018-05-01',
    {
      name: `${domain}/${relativeName(r.name, domain)}`,
      properties: privateZone ? lowerStart(props) : props,
      dependsOn: [x.symbol(zone)],
    },
  );
}

/** The private zone and its link to the network it answers in. */
export function writePrivateZone(c: Component, x: ArmContext): void {
  const domain = c.attrs.domain ?? 'example.internal';
  const zone = x.resource(c, 'Microsoft.Network/privateDnsZones', '2020-06-01', { name: domain, location: 'global' });
  x.resource(x.symbol(c, 'link'), 'Microsoft.Network/privateDnsZones/virtualNetworkLinks', '2020-06-01', {
    name: `${domain}/${c.id.replace(/_/g, '-')}-link`,
    location: 'global',
    properties: {
      registrationEnabled: c.attrs.autoRegistration ?? false,
      virtualNetwork: { id: x.ref(x.symbol(c.ref.vnet as Component)) },
    },
    dependsOn: [zone],
  });
}

export const DNS_ARM: Record<string, ArmWriter> = {};
