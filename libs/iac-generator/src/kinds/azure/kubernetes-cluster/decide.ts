import { type Component } from '../../../model/types';
import { azName, vnetRange } from '../common';
import { vmSize } from '../settings';
import { ownName } from '../naming';
import { serviceRange } from './service-range';

/** What the request's settings decide for an AKS cluster and its system node pool, once for every format. */
export function decide(c: Component) {
  return {
    name: ownName(c, 'aks'),
    dnsPrefix: azName(c, 40),
    version: c.attrs.version,
    // The API server is private unless the request made the cluster public.
    private: !c.attrs.flags.has('public'),
    system: { vmSize: vmSize(c, 'Standard_D4s_v5'), diskGb: c.attrs.storageGb, zones: c.attrs.zoneNumbers },
    upgradeChannel: 'patch',
    // A network the answer creates has a known range; the services' range is kept clear of it.
    services: newNetworkRanges(c) && serviceRange(newNetworkRanges(c) ?? []),
  };
}

function newNetworkRanges(c: Component): string[] | undefined {
  const vnet = (c.ref.subnet as Component | undefined)?.ref.vnet as Component | undefined;
  if (!vnet || vnet.attrs.flags.has('existing')) return undefined;
  return vnet.attrs.cidrs.length ? vnet.attrs.cidrs : [vnetRange(vnet)];
}
