import { type Component } from '../../../model/types';
import { azName } from '../common';
import { vmSize } from '../settings';

/** What the request's settings decide for an AKS user node pool, once for every format. */
export function decide(c: Component) {
  const cluster = c.ref.cluster as Component;
  const spot = c.attrs.flags.has('spot');
  return {
    cluster,
    // Pool names are 1 to 12 lower-case letters and digits.
    name: azName(c, 12).replace(/-/g, '').slice(0, 12) || 'user',
    vmSize: vmSize(c, 'Standard_D4s_v5'),
    diskGb: c.attrs.storageGb,
    zones: c.attrs.zoneNumbers,
    // Spot pools are evicted under pressure; AKS taints them so only pods that tolerate it land there.
    spot: spot
      ? {
          priority: 'Spot',
          eviction: 'Delete',
          maxPrice: -1,
          taint: 'kubernetes.azure.com/scalesetpriority=spot:NoSchedule',
          label: { 'kubernetes.azure.com/scalesetpriority': 'spot' },
        }
      : undefined,
  };
}
