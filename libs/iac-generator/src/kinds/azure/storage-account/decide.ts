import { publicNetworkAccessWithFirewall } from '../closed-to-public';
import { type Component } from '../../../model/types';
import { storageSku } from '../settings';

/** What the request's settings decide for a storage account, once for every format. */
export function decide(c: Component, plan?: { components: Component[] }) {
  // A hierarchical namespace (Data Lake Storage Gen2) as stated; blob versioning is not available with one.
  const hns = c.attrs.hierarchicalNamespace;
  return {
    sku: storageSku(c),
    // Closed to the internet only when a private endpoint reaches it (closed-to-public.ts).
    publicAccess: publicNetworkAccessWithFirewall(c, plan),
    tls: 'TLS1_2',
    hns,
    // On by default; off when the request turns it off ("without versioning", a follow-up's "turn off versioning").
    versioning: hns !== true && !c.attrs.off?.includes('versioned'),
    // Blob soft delete: the days stated for it (Azure keeps 1 to 365), else 7.
    softDeleteDays: Math.min(365, Math.max(1, c.attrs.deletionWindowDays ?? 7)),
    // Container soft delete: the days stated for containers, else 7.
    containerSoftDeleteDays: Math.min(365, Math.max(1, c.attrs.containerDeletionDays ?? 7)),
  };
}
